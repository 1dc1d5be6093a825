/**
 * Intl formatters, built once per locale and options and then reused. Building one costs far
 * more than formatting with it (the score list formats hundreds of kick-offs per render: issue
 * 22 measured a fifth of /football's start-up script time in `new Intl.DateTimeFormat`).
 */
type Options =
  Intl.DateTimeFormatOptions | Intl.NumberFormatOptions | Intl.RelativeTimeFormatOptions;

function cached<F>(
  cache: Map<string, F>,
  create: (locale: string | undefined, options: never) => F,
): (locale?: string, options?: Options) => F {
  return (locale, options) => {
    const key = `${locale ?? ''}|${options ? JSON.stringify(options) : ''}`;
    let format = cache.get(key);
    if (!format) {
      format = create(locale, options as never);
      cache.set(key, format);
    }
    return format;
  };
}

export const dateTimeFormat: (
  locale?: string,
  options?: Intl.DateTimeFormatOptions,
) => Intl.DateTimeFormat = cached(
  new Map(),
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

export const numberFormat: (
  locale?: string,
  options?: Intl.NumberFormatOptions,
) => Intl.NumberFormat = cached(
  new Map(),
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

export const relativeTimeFormat: (
  locale?: string,
  options?: Intl.RelativeTimeFormatOptions,
) => Intl.RelativeTimeFormat = cached(
  new Map(),
  (locale, options: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(locale, options),
);
