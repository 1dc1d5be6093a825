/**
 * Text as search compares it: lower case, without accents (Vietnamese "Hà Nội" → "ha noi",
 * "Đà Nẵng" → "da nang"), spaces squeezed. The database's `search_fold` (unaccent) does the
 * same for indexed columns.
 */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
