import { chargePackageEditSchema, type CatalogueChargePackage } from '@tifo/contract';
import { formatPlainYuan } from '../../../shared/format/money';
import type { PackageEdit } from './content-api';
import { checkWith, wholeNumber, type Checked } from './form-check';

/** The package form as typed: the price in yuan, the VNPay price blank when not offered there. */
export interface PackageFormValues {
  yuan: string;
  give: string;
  vnd: string;
  sort: string;
  active: boolean;
}

export const PACKAGE_FIELDS = ['money_fen', 'give', 'price_vnd', 'sort'] as const;
export type PackageField = (typeof PACKAGE_FIELDS)[number];

/** 1 yuan buys 10 diamonds (spec §5); the price is in fen, whole jiao. */
const FEN_PER_DIAMOND = 10;

export function packageFormOf(item: CatalogueChargePackage | null): PackageFormValues {
  if (!item) return { yuan: '', give: '0', vnd: '', sort: '0', active: true };
  return {
    yuan: formatPlainYuan(item.money_fen / 100),
    give: String(item.give),
    vnd: item.price_vnd === null ? '' : String(item.price_vnd),
    sort: String(item.sort),
    active: item.active,
  };
}

/** Yuan as typed to fen: "6", "6.5" or "6.50"; anything else is not a price. */
export function fenOf(yuan: string): number {
  return /^\s*\d+(\.\d{1,2})?\s*$/.test(yuan) ? Math.round(Number(yuan) * 100) : Number.NaN;
}

/** The diamonds a price buys (price × 10), or null while the price is not one. */
export function diamondsOf(yuan: string): number | null {
  const fen = fenOf(yuan);
  return Number.isInteger(fen) && fen > 0 && fen % FEN_PER_DIAMOND === 0
    ? fen / FEN_PER_DIAMOND
    : null;
}

export function checkPackageForm(
  values: PackageFormValues,
  id: number | undefined,
): Checked<PackageEdit, PackageField> {
  return checkWith(
    chargePackageEditSchema,
    {
      ...(id === undefined ? {} : { id }),
      money_fen: fenOf(values.yuan),
      give: wholeNumber(values.give),
      price_vnd: values.vnd.trim() === '' ? null : wholeNumber(values.vnd),
      sort: wholeNumber(values.sort),
      active: values.active,
    },
    PACKAGE_FIELDS,
  );
}
