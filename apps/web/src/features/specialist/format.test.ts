import { describe, expect, it } from 'vitest';
import { lineText, pickLine, picksOf, recordCounts, signed } from './format';
import { buildRecord } from './expert-fixtures.test-util';
import { checkPublish, priceOf, type PublishDraft } from './publish/check-publish';
import { upcomingMatch } from './expert-fixtures.test-util';

describe('expert formats', () => {
  it('signs lines as bettors read them, with a real minus sign', () => {
    expect(signed(-0.25)).toBe('−0.25');
    expect(signed(0.5)).toBe('+0.5');
    expect(signed(0)).toBe('0');
    expect(signed(-0.001)).toBe('0');
  });

  it('gives the away side the home line reversed, a total unsigned and 1x2 none', () => {
    expect(pickLine('handicap', 'home', -0.25)).toBe('−0.25');
    expect(pickLine('handicap', 'away', -0.25)).toBe('+0.25');
    expect(pickLine('total', 'under', 2.75)).toBe('2.75');
    expect(pickLine('1x2', 'home', null)).toBeNull();
    expect(lineText('handicap', 1)).toBe('+1');
  });

  it('takes no draw in basketball', () => {
    expect(picksOf('1x2', 'football')).toEqual(['home', 'draw', 'away']);
    expect(picksOf('1x2', 'basketball')).toEqual(['home', 'away']);
    expect(picksOf('total', 'basketball')).toEqual(['over', 'under']);
  });

  it('counts halves on their side of W-P-L', () => {
    expect(
      recordCounts(buildRecord({ won: 3, half_won: 2, push: 1, half_lost: 1, lost: 4 })),
    ).toEqual({ won: 5, push: 1, lost: 5 });
  });
});

describe('publishing rules', () => {
  const draft: PublishDraft = {
    matchId: 'f-1',
    market: 'total',
    pick: 'over',
    confidence: 3,
    title: 'Goals',
    reasoning: 'x'.repeat(30),
    price: '0',
  };
  const now = Date.now();

  it('accepts a complete draft on a match to come', () => {
    expect(checkPublish(draft, upcomingMatch({ id: 'f-1' }), now)).toBeNull();
  });

  it('refuses a match that kicked off, a pick the market lacks, short reasoning and bad prices', () => {
    const started = upcomingMatch({ id: 'f-1', kickoff: new Date(now - 60_000).toISOString() });
    expect(checkPublish(draft, started, now)).toBe('started');
    expect(checkPublish(draft, undefined, now)).toBe('match');
    expect(checkPublish({ ...draft, pick: 'home' }, upcomingMatch({ id: 'f-1' }), now)).toBe(
      'pick',
    );
    expect(
      checkPublish(
        { ...draft, reasoning: ` ${'x'.repeat(29)} ` },
        upcomingMatch({ id: 'f-1' }),
        now,
      ),
    ).toBe('reasoningShort');
    expect(checkPublish({ ...draft, price: '501' }, upcomingMatch({ id: 'f-1' }), now)).toBe(
      'price',
    );
    expect(priceOf('2.5')).toBeNull();
    expect(priceOf(' 30 ')).toBe(30);
  });
});
