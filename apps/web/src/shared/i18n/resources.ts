import type zh from '../../locales/zh/index';

/** The shape of every catalog set: the zh catalogs are the source of truth for keys. */
export type Resources = typeof zh;
