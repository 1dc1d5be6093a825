import { describe, expect, it } from 'vitest';
import { draftOf, settingsBody } from './settings-form';

describe('settingsBody', () => {
  it('trims the texts and turns the fee into a number', () => {
    const draft = {
      ...draftOf(null),
      name: ' 老王铁粉团 ',
      badge: '铁粉',
      join_mode: 'fee' as const,
    };
    expect(settingsBody({ ...draft, fee: ' 50 ' }, null)).toEqual({
      ok: true,
      body: {
        name: '老王铁粉团',
        badge: '铁粉',
        join_mode: 'fee',
        fee_diamonds: 50,
        fans_only_chat_level: 0,
        chat_colour_level: 0,
        entry_effect_level: 0,
      },
    });
  });

  it('names the fields that are wrong', () => {
    const draft = { ...draftOf(null), name: '   ', badge: '12345', join_mode: 'fee' as const };
    expect(settingsBody({ ...draft, fee: '2.5' }, null)).toEqual({
      ok: false,
      fields: ['name', 'badge', 'fee'],
    });
  });

  it('ignores a bad fee in gift mode, sending the last saved one', () => {
    const draft = { ...draftOf(null), name: '团', badge: '粉', fee: 'abc' };
    const result = settingsBody(draft, null);
    expect(result.ok && result.body.fee_diamonds).toBe(30);
  });
});
