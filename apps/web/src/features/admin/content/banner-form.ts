import { bannerEditSchema, type BANNER_POSITIONS, type CatalogueBanner } from '@tifo/contract';
import type { BannerEdit } from './content-api';
import { checkWith, wholeNumber, type Checked } from './form-check';

export type BannerPosition = (typeof BANNER_POSITIONS)[number];

/** The banner form as typed. */
export interface BannerFormValues {
  position: BannerPosition;
  title_zh: string;
  title_en: string;
  title_vi: string;
  image: string;
  link: string;
  sort: string;
  active: boolean;
}

export const BANNER_FIELDS = ['title_zh', 'title_en', 'title_vi', 'image', 'link', 'sort'] as const;
export type BannerField = (typeof BANNER_FIELDS)[number];

export function bannerFormOf(item: CatalogueBanner | null): BannerFormValues {
  if (!item) {
    return {
      position: 'home',
      title_zh: '',
      title_en: '',
      title_vi: '',
      image: '',
      link: '',
      sort: '0',
      active: true,
    };
  }
  const { id: _id, ...values } = item;
  return { ...values, sort: String(item.sort) };
}

export function checkBannerForm(
  values: BannerFormValues,
  id: number | undefined,
): Checked<BannerEdit, BannerField> {
  return checkWith(
    bannerEditSchema,
    { ...(id === undefined ? {} : { id }), ...values, sort: wholeNumber(values.sort) },
    BANNER_FIELDS,
  );
}
