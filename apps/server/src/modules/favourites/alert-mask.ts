import { ALERT_KINDS, type AlertChoices, type AlertKind } from '@tifo/contract';

/** The stored form of a favourite's alerts: bit `i` is `ALERT_KINDS[i]` (kickoff = 1 … full_time = 16). */
export function alertBit(kind: AlertKind): number {
  return 1 << ALERT_KINDS.indexOf(kind);
}

export function alertMaskOf(choices: AlertChoices): number {
  return ALERT_KINDS.reduce((mask, kind) => (choices[kind] ? mask | alertBit(kind) : mask), 0);
}

export function alertChoicesOf(mask: number): AlertChoices {
  return {
    kickoff: (mask & alertBit('kickoff')) !== 0,
    goal: (mask & alertBit('goal')) !== 0,
    red_card: (mask & alertBit('red_card')) !== 0,
    half_time: (mask & alertBit('half_time')) !== 0,
    full_time: (mask & alertBit('full_time')) !== 0,
  };
}
