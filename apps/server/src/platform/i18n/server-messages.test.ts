import { LANGUAGES } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, translate, type ServerMessageKey } from './server-messages';

const KEYS = Object.keys(SERVER_MESSAGES) as ServerMessageKey[];

/** The `{name}` placeholders of a template, sorted. */
function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
}

/**
 * Security review I1: `guess.tooOld` was written with `{{months}}` (the web app's i18next
 * style) while `translate` fills `{months}`, so members read "近 {3} 个月". These keep every
 * catalog (money, engagement and the rest, merged in SERVER_MESSAGES) in the server's style.
 */
describe('server message catalogs', () => {
  it('use {name} placeholders only, never {{name}}', () => {
    const doubled = KEYS.flatMap((key) =>
      LANGUAGES.filter((language) => /\{\{|\}\}/.test(SERVER_MESSAGES[key][language])).map(
        (language) => `${key} (${language})`,
      ),
    );
    expect(doubled).toEqual([]);
  });

  it('leave no brace behind once every placeholder is given, in every language', () => {
    const unfilled = KEYS.flatMap((key) =>
      LANGUAGES.flatMap((language) => {
        const names = placeholders(SERVER_MESSAGES[key][language]);
        const text = translate(language, key, Object.fromEntries(names.map((name) => [name, 7])));
        return /[{}]/.test(text) ? [`${key} (${language}): ${text}`] : [];
      }),
    );
    expect(unfilled).toEqual([]);
  });

  it('ask for the same placeholders in zh, en and vi', () => {
    const differing = KEYS.filter((key) => {
      const [first, ...rest] = LANGUAGES.map((language) =>
        placeholders(SERVER_MESSAGES[key][language]).join(','),
      );
      return rest.some((names) => names !== first);
    });
    expect(differing).toEqual([]);
  });

  it('fill the records limit the member sees (guess.tooOld)', () => {
    expect(translate('zh', 'guess.tooOld', { months: 3, earliest: '2026-08-25' })).toBe(
      '竞猜记录只能查询近 3 个月，最早可查 2026-08-25',
    );
  });
});
