import type { Language } from '@tifo/contract';
import { useEffect, useState } from 'react';
import { translator, type Catalog, type Translator } from './translator';
import { useTranslation } from './use-translation';
import type zhAbout from '../../locales/zh/lazy/about.json';
import type zhAlerts from '../../locales/zh/lazy/alerts.json';
import type zhAdmin from '../../locales/zh/lazy/admin.json';
import type zhAdminContent from '../../locales/zh/lazy/adminContent.json';
import type zhCircles from '../../locales/zh/lazy/circles.json';
import type zhComments from '../../locales/zh/lazy/comments.json';
import type zhDemo from '../../locales/zh/lazy/demo.json';
import type zhDistribution from '../../locales/zh/lazy/distribution.json';
import type zhDome from '../../locales/zh/lazy/dome.json';
import type zhExperts from '../../locales/zh/lazy/experts.json';
import type zhFans from '../../locales/zh/lazy/fans.json';
import type zhFeedback from '../../locales/zh/lazy/feedback.json';
import type zhGuess from '../../locales/zh/lazy/guess.json';
import type zhHomeSections from '../../locales/zh/lazy/homeSections.json';
import type zhHorn from '../../locales/zh/lazy/horn.json';
import type zhLive from '../../locales/zh/lazy/live.json';
import type zhMall from '../../locales/zh/lazy/mall.json';
import type zhMoney from '../../locales/zh/lazy/money.json';
import type zhNews from '../../locales/zh/lazy/news.json';
import type zhPayout from '../../locales/zh/lazy/payout.json';
import type zhReports from '../../locales/zh/lazy/reports.json';
import type zhReservations from '../../locales/zh/lazy/reservations.json';
import type zhSearch from '../../locales/zh/lazy/search.json';
import type zhSignIn from '../../locales/zh/lazy/signIn.json';
import type zhStreamer from '../../locales/zh/lazy/streamer.json';
import type zhTasks from '../../locales/zh/lazy/tasks.json';
import type zhVideo from '../../locales/zh/lazy/video.json';

/**
 * Namespaces loaded with the screens that use them instead of at start-up: the first load of
 * /main has a size budget, and a visitor reading scores never needs the wallet's strings.
 * Their files are in `locales/<language>/lazy/` (the start-up chunk takes the folder above).
 * A route whose whole page needs one loads it with the page (app/routes.tsx), so its
 * components use plain `useTranslation`; screens opened from anywhere use `useLazyTranslation`.
 * The parity test covers these catalogs like the others.
 */
export interface LazyResources {
  about: typeof zhAbout;
  alerts: typeof zhAlerts;
  admin: typeof zhAdmin;
  adminContent: typeof zhAdminContent;
  circles: typeof zhCircles;
  comments: typeof zhComments;
  demo: typeof zhDemo;
  distribution: typeof zhDistribution;
  dome: typeof zhDome;
  experts: typeof zhExperts;
  fans: typeof zhFans;
  feedback: typeof zhFeedback;
  guess: typeof zhGuess;
  homeSections: typeof zhHomeSections;
  horn: typeof zhHorn;
  live: typeof zhLive;
  mall: typeof zhMall;
  money: typeof zhMoney;
  news: typeof zhNews;
  payout: typeof zhPayout;
  reports: typeof zhReports;
  reservations: typeof zhReservations;
  search: typeof zhSearch;
  signIn: typeof zhSignIn;
  streamer: typeof zhStreamer;
  tasks: typeof zhTasks;
  video: typeof zhVideo;
}
export type LazyNamespace = keyof LazyResources;

type CatalogLoader = () => Promise<{ default: Catalog }>;

const loaders: Record<LazyNamespace, Record<Language, CatalogLoader>> = {
  alerts: {
    zh: () => import('../../locales/zh/lazy/alerts.json'),
    en: () => import('../../locales/en/lazy/alerts.json'),
    vi: () => import('../../locales/vi/lazy/alerts.json'),
  },
  live: {
    zh: () => import('../../locales/zh/lazy/live.json'),
    en: () => import('../../locales/en/lazy/live.json'),
    vi: () => import('../../locales/vi/lazy/live.json'),
  },
  streamer: {
    zh: () => import('../../locales/zh/lazy/streamer.json'),
    en: () => import('../../locales/en/lazy/streamer.json'),
    vi: () => import('../../locales/vi/lazy/streamer.json'),
  },
  money: {
    zh: () => import('../../locales/zh/lazy/money.json'),
    en: () => import('../../locales/en/lazy/money.json'),
    vi: () => import('../../locales/vi/lazy/money.json'),
  },
  payout: {
    zh: () => import('../../locales/zh/lazy/payout.json'),
    en: () => import('../../locales/en/lazy/payout.json'),
    vi: () => import('../../locales/vi/lazy/payout.json'),
  },
  signIn: {
    zh: () => import('../../locales/zh/lazy/signIn.json'),
    en: () => import('../../locales/en/lazy/signIn.json'),
    vi: () => import('../../locales/vi/lazy/signIn.json'),
  },
  tasks: {
    zh: () => import('../../locales/zh/lazy/tasks.json'),
    en: () => import('../../locales/en/lazy/tasks.json'),
    vi: () => import('../../locales/vi/lazy/tasks.json'),
  },
  mall: {
    zh: () => import('../../locales/zh/lazy/mall.json'),
    en: () => import('../../locales/en/lazy/mall.json'),
    vi: () => import('../../locales/vi/lazy/mall.json'),
  },
  guess: {
    zh: () => import('../../locales/zh/lazy/guess.json'),
    en: () => import('../../locales/en/lazy/guess.json'),
    vi: () => import('../../locales/vi/lazy/guess.json'),
  },
  horn: {
    zh: () => import('../../locales/zh/lazy/horn.json'),
    en: () => import('../../locales/en/lazy/horn.json'),
    vi: () => import('../../locales/vi/lazy/horn.json'),
  },
  news: {
    zh: () => import('../../locales/zh/lazy/news.json'),
    en: () => import('../../locales/en/lazy/news.json'),
    vi: () => import('../../locales/vi/lazy/news.json'),
  },
  circles: {
    zh: () => import('../../locales/zh/lazy/circles.json'),
    en: () => import('../../locales/en/lazy/circles.json'),
    vi: () => import('../../locales/vi/lazy/circles.json'),
  },
  reports: {
    zh: () => import('../../locales/zh/lazy/reports.json'),
    en: () => import('../../locales/en/lazy/reports.json'),
    vi: () => import('../../locales/vi/lazy/reports.json'),
  },
  comments: {
    zh: () => import('../../locales/zh/lazy/comments.json'),
    en: () => import('../../locales/en/lazy/comments.json'),
    vi: () => import('../../locales/vi/lazy/comments.json'),
  },
  distribution: {
    zh: () => import('../../locales/zh/lazy/distribution.json'),
    en: () => import('../../locales/en/lazy/distribution.json'),
    vi: () => import('../../locales/vi/lazy/distribution.json'),
  },
  homeSections: {
    zh: () => import('../../locales/zh/lazy/homeSections.json'),
    en: () => import('../../locales/en/lazy/homeSections.json'),
    vi: () => import('../../locales/vi/lazy/homeSections.json'),
  },
  search: {
    zh: () => import('../../locales/zh/lazy/search.json'),
    en: () => import('../../locales/en/lazy/search.json'),
    vi: () => import('../../locales/vi/lazy/search.json'),
  },
  experts: {
    zh: () => import('../../locales/zh/lazy/experts.json'),
    en: () => import('../../locales/en/lazy/experts.json'),
    vi: () => import('../../locales/vi/lazy/experts.json'),
  },
  fans: {
    zh: () => import('../../locales/zh/lazy/fans.json'),
    en: () => import('../../locales/en/lazy/fans.json'),
    vi: () => import('../../locales/vi/lazy/fans.json'),
  },
  video: {
    zh: () => import('../../locales/zh/lazy/video.json'),
    en: () => import('../../locales/en/lazy/video.json'),
    vi: () => import('../../locales/vi/lazy/video.json'),
  },
  reservations: {
    zh: () => import('../../locales/zh/lazy/reservations.json'),
    en: () => import('../../locales/en/lazy/reservations.json'),
    vi: () => import('../../locales/vi/lazy/reservations.json'),
  },
  admin: {
    zh: () => import('../../locales/zh/lazy/admin.json'),
    en: () => import('../../locales/en/lazy/admin.json'),
    vi: () => import('../../locales/vi/lazy/admin.json'),
  },
  adminContent: {
    zh: () => import('../../locales/zh/lazy/adminContent.json'),
    en: () => import('../../locales/en/lazy/adminContent.json'),
    vi: () => import('../../locales/vi/lazy/adminContent.json'),
  },
  // Pages of their own, each loaded with its route.
  about: {
    zh: () => import('../../locales/zh/lazy/about.json'),
    en: () => import('../../locales/en/lazy/about.json'),
    vi: () => import('../../locales/vi/lazy/about.json'),
  },
  demo: {
    zh: () => import('../../locales/zh/lazy/demo.json'),
    en: () => import('../../locales/en/lazy/demo.json'),
    vi: () => import('../../locales/vi/lazy/demo.json'),
  },
  dome: {
    zh: () => import('../../locales/zh/lazy/dome.json'),
    en: () => import('../../locales/en/lazy/dome.json'),
    vi: () => import('../../locales/vi/lazy/dome.json'),
  },
  feedback: {
    zh: () => import('../../locales/zh/lazy/feedback.json'),
    en: () => import('../../locales/en/lazy/feedback.json'),
    vi: () => import('../../locales/vi/lazy/feedback.json'),
  },
};

export function isNamespaceLoaded(
  namespace: LazyNamespace,
  instance: Translator = translator,
): boolean {
  return instance.hasResourceBundle(instance.language, namespace);
}

/** Adds a lazy namespace's catalog for the current language (once). */
export async function loadNamespace(
  namespace: LazyNamespace,
  instance: Translator = translator,
): Promise<void> {
  if (isNamespaceLoaded(namespace, instance)) return;
  const language = instance.language;
  const catalog = (await loaders[namespace][language]()).default;
  instance.addResourceBundle(language, namespace, catalog);
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
