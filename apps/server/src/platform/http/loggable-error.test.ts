import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error';

describe('loggableError (security review M9)', () => {
  it("keeps a database error's SQLSTATE and constraint, never its parameters", () => {
    const cause = Object.assign(new Error('value too long'), {
      code: '22001',
      constraint: 'payout_accounts_pkey',
    });
    const wrapped = new Error(
      'Failed query: insert into "payout_accounts" values ($1, $2)\nparams: Zhang San,6222021234567890123',
      { cause },
    );
    const logged = JSON.stringify(loggableError(wrapped));
    expect(logged).toContain('22001');
    expect(logged).toContain('payout_accounts_pkey');
    expect(logged).not.toContain('6222021234567890123');
    expect(logged).not.toContain('Zhang San');
  });

  it('leaves other errors as they are', () => {
    const error = new TypeError('boom');
    expect(loggableError(error)).toBe(error);
  });
});
