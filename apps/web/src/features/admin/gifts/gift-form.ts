import { giftEditSchema, type CatalogueGift, type GiftEdit } from '@tifo/contract';

/** The gift form's values as typed (numbers as text until checked). */
export interface GiftFormValues {
  name_zh: string;
  name_en: string;
  name_vi: string;
  price: string;
  image: string;
  animation: GiftEdit['animation'];
  sort: string;
  active: boolean;
}

export type GiftField = Exclude<keyof GiftFormValues, 'active' | 'animation'>;

export const GIFT_ANIMATIONS = giftEditSchema.shape.animation.options;

export function giftFormOf(gift: CatalogueGift | null): GiftFormValues {
  if (!gift) {
    return {
      name_zh: '',
      name_en: '',
      name_vi: '',
      price: '',
      image: '/gifts/',
      animation: 'none',
      sort: '0',
      active: true,
    };
  }
  return {
    name_zh: gift.name_zh,
    name_en: gift.name_en,
    name_vi: gift.name_vi,
    price: String(gift.price),
    image: gift.image,
    animation: gift.animation,
    sort: String(gift.sort),
    active: gift.active,
  };
}

/** A number as typed: blank is not zero, and "1e3" or "12.5" are not whole diamonds. */
function wholeNumber(text: string): number {
  return /^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * Checks the form with the contract's own schema (what the server will check), so the fields
 * that fail are marked before anything is sent.
 */
export function checkGiftForm(
  values: GiftFormValues,
  id: number | undefined,
): { edit: GiftEdit; problems: null } | { edit: null; problems: Set<GiftField> } {
  const parsed = giftEditSchema.safeParse({
    ...(id === undefined ? {} : { id }),
    ...values,
    price: wholeNumber(values.price),
    sort: wholeNumber(values.sort),
  });
  if (parsed.success) return { edit: parsed.data, problems: null };
  const problems = new Set<GiftField>();
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (
      typeof field === 'string' &&
      field in values &&
      field !== 'active' &&
      field !== 'animation'
    ) {
      problems.add(field as GiftField);
    }
  }
  return { edit: null, problems };
}
