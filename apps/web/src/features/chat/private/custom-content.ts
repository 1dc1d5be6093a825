import { PERSONAL_CARD_TYPE, type ChatPayload } from '@tifo/contract';

/** A custom message's content: a personal card (type 10001) or another card (spec §3). */
export type CustomContent = Extract<ChatPayload, { kind: 'custom' }>['custom'];
export type PersonalCard = Extract<CustomContent, { type: typeof PERSONAL_CARD_TYPE }>;

// `type` alone does not narrow the union: the other cards' type is any number.
export function isPersonalCard(custom: CustomContent): custom is PersonalCard {
  return custom.type === PERSONAL_CARD_TYPE;
}
