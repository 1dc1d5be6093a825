import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './languages';

describe('negotiateLanguage', () => {
  it('defaults to zh', () => {
    expect(negotiateLanguage(undefined)).toBe('zh');
    expect(negotiateLanguage('')).toBe('zh');
    expect(negotiateLanguage('fr-FR,de;q=0.5')).toBe('zh');
  });

  it('takes a bare language code from the lang header', () => {
    expect(negotiateLanguage('vi')).toBe('vi');
    expect(negotiateLanguage('en')).toBe('en');
  });

  it('honours Accept-Language order and quality', () => {
    expect(negotiateLanguage('vi-VN,vi;q=0.9,en;q=0.8')).toBe('vi');
    expect(negotiateLanguage('fr;q=1, en;q=0.5, vi;q=0.7')).toBe('vi');
    expect(negotiateLanguage('zh-CN,zh;q=0.9')).toBe('zh');
    expect(negotiateLanguage('en;q=0, vi;q=0.1')).toBe('vi');
  });
});
