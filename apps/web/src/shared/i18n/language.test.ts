import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage, getStoredLanguage, shareLanguageWithServer } from './language';

describe('the language the server hears of', () => {
  afterEach(() => {
    document.cookie = 'tifo_lang=; path=/; max-age=0';
    localStorage.clear();
  });

  it('is set as a cookie the server reads for the page preloads', () => {
    shareLanguageWithServer('vi');
    expect(document.cookie).toContain('tifo_lang=vi');
  });

  it('follows a new choice, which is saved and reloads the page', () => {
    const reload = vi.fn();
    chooseLanguage('en', reload);
    expect(document.cookie).toContain('tifo_lang=en');
    expect(getStoredLanguage()).toBe('en');
    expect(reload).toHaveBeenCalledOnce();
  });
});
