import { describe, expect, it } from 'vitest';
import {
  safeRedirect,
  validateCodeLogin,
  validateNewPassword,
  validatePasswordLogin,
} from './validate';

describe('login validation (spec §5)', () => {
  it('needs mobile and code for a code login', () => {
    expect(validateCodeLogin({ mobile: ' ', code: '123456' })).toBe('fill');
    expect(validateCodeLogin({ mobile: '13900000000', code: '' })).toBe('fill');
    expect(validateCodeLogin({ mobile: '13900000000', code: '123456' })).toBeNull();
  });

  it('needs account and password for a password login', () => {
    expect(validatePasswordLogin({ account: '', password: 'secret1' })).toBe('fill');
    expect(validatePasswordLogin({ account: '13900000000', password: '' })).toBe('fill');
    expect(validatePasswordLogin({ account: '13900000000', password: 'x' })).toBeNull();
  });

  it('checks the register fields in order: filled, equal, 6-20 characters', () => {
    const base = { mobile: '13900000000', code: '123456', password: 'secret1', repassword: '' };
    expect(validateNewPassword(base)).toBe('fill');
    expect(validateNewPassword({ ...base, repassword: 'secret2' })).toBe('mismatch');
    expect(validateNewPassword({ ...base, password: 'abc', repassword: 'abc' })).toBe(
      'passwordLength',
    );
    expect(
      validateNewPassword({ ...base, password: 'a'.repeat(21), repassword: 'a'.repeat(21) }),
    ).toBe('passwordLength');
    expect(validateNewPassword({ ...base, repassword: 'secret1' })).toBeNull();
  });

  it('only redirects within the site', () => {
    expect(safeRedirect('/member?type=0')).toBe('/member?type=0');
    expect(safeRedirect('//evil.example')).toBe('/main');
    expect(safeRedirect('https://evil.example')).toBe('/main');
    expect(safeRedirect(null)).toBe('/main');
  });
});
