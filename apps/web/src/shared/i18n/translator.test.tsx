import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Translator, type Catalog } from './translator';
import { translator } from './translator';
import { useTranslation } from './use-translation';

/** A translator holding the same small catalog in each language. */
function translatorWith(catalogs: Partial<Record<'zh' | 'en' | 'vi', Catalog>>) {
  const instance = new Translator();
  for (const [language, catalog] of Object.entries(catalogs)) {
    instance.addResourceBundle(language as 'zh' | 'en' | 'vi', 'common', catalog);
  }
  return instance;
}

const apples: Catalog = {
  apples_zero: 'no apples',
  apples_one: 'one apple',
  apples_other: '{{count}} apples',
  plain: '{{count}} left',
};

describe('Translator', () => {
  it('reads nested keys and fills placeholders, with or without spaces', () => {
    const instance = translatorWith({
      en: { greeting: { hello: 'Hello {{name}}, {{ name }} has {{n}} new' } },
    });
    void instance.changeLanguage('en');
    const t = instance.getFixedT('en', 'common');
    // The namespaces typed here are the app's; this test's catalog is its own.
    expect(t('greeting.hello' as never, { name: 'Lan', n: 3 })).toBe('Hello Lan, Lan has 3 new');
  });

  it('leaves a placeholder without a value empty', () => {
    const instance = translatorWith({ en: { text: 'a{{missing}}b' } });
    expect(instance.getFixedT('en', 'common')('text' as never)).toBe('ab');
  });

  it('answers a missing key, a missing namespace and a group with the key', () => {
    const instance = translatorWith({ en: { group: { leaf: 'x' } } });
    const t = instance.getFixedT('en', 'common');
    expect(t('nowhere.to.be.found' as never)).toBe('nowhere.to.be.found');
    expect(t('group' as never)).toBe('group');
    expect(t('live:room.title' as never)).toBe('room.title');
    expect(instance.getFixedT('vi', 'common')('group.leaf' as never)).toBe('group.leaf');
  });

  it('picks English plural forms by count, _zero first for 0', () => {
    const t = translatorWith({ en: apples }).getFixedT('en', 'common');
    expect(t('apples' as never, { count: 0 })).toBe('no apples');
    expect(t('apples' as never, { count: 1 })).toBe('one apple');
    expect(t('apples' as never, { count: 2 })).toBe('2 apples');
  });

  it('uses the only form Chinese and Vietnamese have (other) for 1 as for 5', () => {
    const asian: Catalog = { apples_one: 'WRONG', apples_other: '{{count}} x' };
    const instance = translatorWith({ zh: asian, vi: asian });
    for (const language of ['zh', 'vi'] as const) {
      const t = instance.getFixedT(language, 'common');
      expect(t('apples' as never, { count: 1 })).toBe('1 x');
      expect(t('apples' as never, { count: 5 })).toBe('5 x');
    }
  });

  it('falls back to the plain key without a plural form', () => {
    const t = translatorWith({ en: apples }).getFixedT('en', 'common');
    expect(t('plain' as never, { count: 1 })).toBe('1 left');
    expect(t('plain' as never, { count: '1,000' })).toBe('1,000 left');
  });

  it('picks the form of the number a formatted count shows', () => {
    const t = translatorWith({ en: apples }).getFixedT('en', 'common');
    expect(t('apples' as never, { count: '1' })).toBe('one apple');
    expect(t('apples' as never, { count: '0' })).toBe('no apples');
    for (const shown of ['2', '1,000', '1.000', '1 000', '12.3K', '1.2w', '12,3 N']) {
      expect(t('apples' as never, { count: shown }), shown).toBe(`${shown} apples`);
    }
  });

  it('reads `ns:key` from another namespace and a keyPrefix group', () => {
    const instance = translatorWith({ en: { a: 'common a' } });
    instance.addResourceBundle('en', 'admin', { rewards: { title: 'Rewards' }, a: 'admin a' });
    expect(instance.getFixedT('en', 'admin')('common:a' as never)).toBe('common a');
    expect(instance.getFixedT('en', 'admin', 'rewards')('title' as never)).toBe('Rewards');
    expect(instance.getFixedT('en', 'admin', 'rewards')('common:a' as never)).toBe('common a');
  });

  it('keeps namespaces per language and reports which are there', () => {
    const instance = translatorWith({ en: {} });
    instance.addResourceBundle('vi', 'live', { x: 'vi x' });
    expect(instance.hasResourceBundle('vi', 'live')).toBe(true);
    expect(instance.hasResourceBundle('en', 'live')).toBe(false);
  });

  it('follows the current language in t and getFixedT(null), and tells listeners once', async () => {
    const instance = translatorWith({ zh: { word: '苹果' }, en: { word: 'apple' } });
    const unbound = instance.getFixedT(null, 'common');
    let heard = 0;
    const stop = instance.subscribe(() => (heard += 1));
    await instance.changeLanguage('en');
    await instance.changeLanguage('en');
    expect(heard).toBe(1);
    expect(instance.language).toBe('en');
    expect(unbound('word' as never)).toBe('apple');
    expect(instance.t('common:word' as never)).toBe('apple');
    await instance.changeLanguage('zh');
    expect(unbound('word' as never)).toBe('苹果');
    stop();
    await instance.changeLanguage('en');
    expect(heard).toBe(2);
  });

  it('types keys from the zh catalogs', () => {
    const t = translator.getFixedT('zh', 'common');
    // @ts-expect-error: a key that is not in the zh catalogs fails the typecheck.
    expect(t('no.such.key')).toBe('no.such.key');
  });
});

function Greeting() {
  const { t, i18n } = useTranslation('demo');
  return (
    <p>
      {i18n.language}: {t('common:greeting' as never)}
    </p>
  );
}

describe('useTranslation', () => {
  it('renders again in the new language when the language changes', async () => {
    translator.addResourceBundle('zh', 'common', { greeting: '你好' });
    translator.addResourceBundle('en', 'common', { greeting: 'Hello' });
    await translator.changeLanguage('zh');
    render(<Greeting />);
    expect(screen.getByText('zh: 你好')).toBeTruthy();
    await act(() => translator.changeLanguage('en'));
    expect(screen.getByText('en: Hello')).toBeTruthy();
  });
});
