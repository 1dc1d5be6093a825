import type { Language } from '@tifo/contract';
import i18next, { type i18n } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type zhGuess from '../../locales/zh/guess.json';
import type zhHorn from '../../locales/zh/horn.json';
import type zhLive from '../../locales/zh/live.json';
import type zhMall from '../../locales/zh/mall.json';
import type zhMoney from '../../locales/zh/money.json';
import type zhPayout from '../../locales/zh/payout.json';
import type zhSignIn from '../../locales/zh/signIn.json';
import type zhStreamer from '../../locales/zh/streamer.json';
import type zhTasks from '../../locales/zh/tasks.json';

/**
 * Namespaces loaded with the screens that use them instead of at start-up: the first load of
 * /main has a size budget, and a visitor reading scores never needs the wallet's strings.
 * A route whose whole page needs one loads it with the page (app/routes.tsx), so its
 * components use plain `useTranslation`; screens opened from anywhere use `useLazyTranslation`.
 * The parity test covers these catalogs like the others.
 */
export interface LazyResources {
  guess: typeof zhGuess;
  horn: typeof zhHorn;
  live: typeof zhLive;
  mall: typeof zhMall;
  money: typeof zhMoney;
  payout: typeof zhPayout;
  signIn: typeof zhSignIn;
  streamer: typeof zhStreamer;
  tasks: typeof zhTasks;
}
export type LazyNamespace = keyof LazyResources;

type CatalogLoader = () => Promise<{ default: object }>;

const loaders: Record<LazyNamespace, Record<Language, CatalogLoader>> = {
  live: {
    zh: () => import('../../locales/zh/live.json'),
    en: () => import('../../locales/en/live.json'),
    vi: () => import('../../locales/vi/live.json'),
  },
  streamer: {
    zh: () => import('../../locales/zh/streamer.json'),
    en: () => import('../../locales/en/streamer.json'),
    vi: () => import('../../locales/vi/streamer.json'),
  },
  money: {
    zh: () => import('../../locales/zh/money.json'),
    en: () => import('../../locales/en/money.json'),
    vi: () => import('../../locales/vi/money.json'),
  },
  payout: {
    zh: () => import('../../locales/zh/payout.json'),
    en: () => import('../../locales/en/payout.json'),
    vi: () => import('../../locales/vi/payout.json'),
  },
  signIn: {
    zh: () => import('../../locales/zh/signIn.json'),
    en: () => import('../../locales/en/signIn.json'),
    vi: () => import('../../locales/vi/signIn.json'),
  },
  tasks: {
    zh: () => import('../../locales/zh/tasks.json'),
    en: () => import('../../locales/en/tasks.json'),
    vi: () => import('../../locales/vi/tasks.json'),
  },
  mall: {
    zh: () => import('../../locales/zh/mall.json'),
    en: () => import('../../locales/en/mall.json'),
    vi: () => import('../../locales/vi/mall.json'),
  },
  guess: {
    zh: () => import('../../locales/zh/guess.json'),
    en: () => import('../../locales/en/guess.json'),
    vi: () => import('../../locales/vi/guess.json'),
  },
  horn: {
    zh: () => import('../../locales/zh/horn.json'),
    en: () => import('../../locales/en/horn.json'),
    vi: () => import('../../locales/vi/horn.json'),
  },
};

function currentLanguage(instance: i18n): Language {
  const language = instance.language;
  return language === 'en' || language === 'vi' ? language : 'zh';
}

export function isNamespaceLoaded(namespace: LazyNamespace, instance: i18n = i18next): boolean {
  return instance.hasResourceBundle(currentLanguage(instance), namespace);
}

/** Adds a lazy namespace's catalog for the current language (once). */
export async function loadNamespace(
  namespace: LazyNamespace,
  instance: i18n = i18next,
): Promise<void> {
  if (isNamespaceLoaded(namespace, instance)) return;
  const language = currentLanguage(instance);
  const catalog = (await loaders[namespace][language]()).default;
  instance.addResourceBundle(language, namespace, catalog, true, true);
}

export const LAZY_NAMESPACES = Object.keys(loaders) as LazyNamespace[];

/**
 * `useTranslation` for a lazy namespace: `ready` turns true once its catalog is in (render a
 * skeleton until then). Changing language reloads the page (spec §2), so one load is enough.
 */
export function useLazyTranslation<Namespace extends LazyNamespace>(namespace: Namespace) {
  const [ready, setReady] = useState(() => isNamespaceLoaded(namespace));
  useEffect(() => {
    if (ready) return;
    let active = true;
    void loadNamespace(namespace).then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, [namespace, ready]);
  const translation = useTranslation(namespace);
  return { ...translation, ready };
}
