import { ANCHOR_CATEGORIES } from '@tifo/contract';

export type AnchorCategoryKey = keyof typeof ANCHOR_CATEGORIES;

/** The categories of the /anchor `type` query, in menu order (recommended first). */
export const ANCHOR_CATEGORY_ENTRIES = (
  Object.entries(ANCHOR_CATEGORIES) as [AnchorCategoryKey, number][]
).sort((a, b) => a[1] - b[1]);

/** The translation key (namespace `nav`, `sidebar.*`) of an /anchor type; other for unknowns. */
export function categoryKey(type: number): AnchorCategoryKey {
  return ANCHOR_CATEGORY_ENTRIES.find(([, value]) => value === type)?.[0] ?? 'other';
}

/** Reads the /anchor query: `type` 0-6 (else 0); `id` and `name` of a type-3 sub-category. */
export function readAnchorQuery(params: URLSearchParams): {
  type: number;
  categoryId: number | null;
  categoryName: string;
} {
  const raw = params.get('type');
  const type = raw !== null && /^[0-6]$/.test(raw) ? Number(raw) : ANCHOR_CATEGORIES.recommended;
  const id = Number(params.get('id'));
  const categoryId =
    type === ANCHOR_CATEGORIES.chessAndEsports && Number.isInteger(id) && id > 0 ? id : null;
  return { type, categoryId, categoryName: categoryId === null ? '' : (params.get('name') ?? '') };
}

/** The link of a type-3 sub-category: /anchor?type=3&id=<id>&name=<name>. */
export function subCategoryHref(id: number, name: string): string {
  const params = new URLSearchParams({
    type: String(ANCHOR_CATEGORIES.chessAndEsports),
    id: String(id),
    name,
  });
  return `/anchor?${params.toString()}`;
}
