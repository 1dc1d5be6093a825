import type { Language } from '@tifo/contract';

/** A row's text in the asked language, from its `<field>Zh/En/Vi` columns. */
export function localized<Field extends string>(
  row: Record<`${Field}Zh` | `${Field}En` | `${Field}Vi`, string>,
  field: Field,
  language: Language,
): string {
  if (language === 'en') return row[`${field}En`];
  if (language === 'vi') return row[`${field}Vi`];
  return row[`${field}Zh`];
}
