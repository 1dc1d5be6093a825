import type { LazyResources } from './lazy-namespaces';
import type { Resources } from './resources';

/**
 * Keys typed from the zh catalogs (the source of truth): a key missing from them fails `tsc`.
 * Types only, so nothing here reaches the bundle.
 */
export type AllResources = Resources & LazyResources;
export type Namespace = keyof AllResources;

/** The dotted paths of a catalog's texts (`{ a: { b: '…' } }` → `'a.b'`). */
type LeafKeys<Catalog, Prefix extends string = ''> = {
  [Key in keyof Catalog & string]: Catalog[Key] extends string
    ? `${Prefix}${Key}`
    : LeafKeys<Catalog[Key], `${Prefix}${Key}.`>;
}[keyof Catalog & string];

/** The keys of one namespace. */
export type NamespaceKey<NS extends Namespace> = LeafKeys<AllResources[NS]>;

/** A key of any namespace written with it (`'streamer:copy.done'`), as outside a component. */
export type QualifiedKey = { [NS in Namespace]: `${NS}:${NamespaceKey<NS>}` }[Namespace];

/** The groups a `keyPrefix` may name in a namespace (`'rewards'` in `adminContent`). */
export type KeyPrefix<NS extends Namespace> =
  NamespaceKey<NS> extends infer Key
    ? Key extends `${infer Group}.${string}`
      ? Group
      : never
    : never;

/** The keys of a namespace below `Prefix`, written without it. */
export type PrefixedKey<NS extends Namespace, Prefix extends string> =
  NamespaceKey<NS> extends infer Key
    ? Key extends `${Prefix}.${infer Rest}`
      ? Rest
      : never
    : never;

/**
 * Values for `{{name}}` placeholders. `count` also picks a plural form (`key_one`, `key_other`…
 * by `Intl.PluralRules`, `key_zero` first for 0) when the catalog has one; a count formatted
 * for fans (a string, shared/format/count.ts) picks the form of the number it shows.
 */
export type TranslateOptions = { count?: number | string } & Record<string, unknown>;

/** `t` of a namespace: its own keys, or any namespace's key written as `ns:key`. */
export type TFunction<NS extends Namespace = 'common', Prefix extends string = never> = (
  key: ([Prefix] extends [never] ? NamespaceKey<NS> : PrefixedKey<NS, Prefix>) | QualifiedKey,
  options?: TranslateOptions,
) => string;
