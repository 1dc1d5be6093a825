import { goodsEditSchema, type CatalogueGoods, type GoodsKind } from '@tifo/contract';
import type { GoodsEdit } from './content-api';
import { checkWith, wholeNumber, type Checked } from './form-check';

/** The goods form as typed; `gift_id` is '' until a gift is picked. */
export interface GoodsFormValues {
  name_zh: string;
  name_en: string;
  name_vi: string;
  description_zh: string;
  description_en: string;
  description_vi: string;
  image: string;
  price: string;
  stock: string;
  kind: GoodsKind;
  gift_id: string;
  gift_quantity: string;
  sort: string;
  on_sale: boolean;
}

export const GOODS_FIELDS = [
  'name_zh',
  'name_en',
  'name_vi',
  'description_zh',
  'description_en',
  'description_vi',
  'image',
  'price',
  'stock',
  'gift_id',
  'gift_quantity',
  'sort',
] as const;
export type GoodsField = (typeof GOODS_FIELDS)[number];

export function goodsFormOf(item: CatalogueGoods | null): GoodsFormValues {
  const text = (value: number | undefined, blank: string) =>
    value === undefined ? blank : String(value);
  return {
    name_zh: item?.name_zh ?? '',
    name_en: item?.name_en ?? '',
    name_vi: item?.name_vi ?? '',
    description_zh: item?.description_zh ?? '',
    description_en: item?.description_en ?? '',
    description_vi: item?.description_vi ?? '',
    image: item?.image ?? '',
    price: text(item?.price, ''),
    stock: text(item?.stock, '0'),
    kind: item?.kind ?? 'item',
    gift_id: item?.gift_id == null ? '' : String(item.gift_id),
    gift_quantity: text(item?.gift_quantity, '1'),
    sort: text(item?.sort, '0'),
    on_sale: item?.on_sale ?? true,
  };
}

/** Gift goods name their gift and how many; items are shipped, so they carry neither. */
export function checkGoodsForm(
  values: GoodsFormValues,
  id: number | undefined,
): Checked<GoodsEdit, GoodsField> {
  const gift = values.kind === 'gift';
  return checkWith(
    goodsEditSchema,
    {
      ...(id === undefined ? {} : { id }),
      ...values,
      price: wholeNumber(values.price),
      stock: wholeNumber(values.stock),
      gift_id: gift && values.gift_id !== '' ? wholeNumber(values.gift_id) : null,
      gift_quantity: gift ? wholeNumber(values.gift_quantity) : 1,
      sort: wholeNumber(values.sort),
    },
    GOODS_FIELDS,
  );
}
