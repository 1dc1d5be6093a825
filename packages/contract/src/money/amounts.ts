import { z } from 'zod';
import { LIMITS } from '../constants';

/**
 * Money on the wire and in the ledger. Diamonds are kept in hundredths (minor units) so that a
 * streamer's share of a 1-diamond gift (0.5) is exact; the API speaks whole-or-decimal
 * diamonds. Gold coins are whole. 1 yuan = 10 diamonds (spec §9).
 */
export const MONEY = {
  diamondMinorUnits: 100,
  diamondsPerYuan: LIMITS.diamondsPerYuan,
  /** Wealth experience: 1 diamond = 1, smallest unit 0.1 (spec §5): kept in tenths. */
  expTenthsPerDiamond: 10,
  /** Withdrawals: whole diamonds, at least this many (10 yuan). */
  withdrawalMinDiamonds: 100,
  withdrawalMaxDiamonds: 1_000_000,
  conversionMaxDiamonds: 1_000_000,
  giftCountMax: 9_999,
  /** Wrong payment passwords in a row before the password locks, and for how long. */
  paymentPasswordMaxFailures: 5,
  paymentPasswordLockMinutes: 15,
  /** A sandbox order not paid within this long expires. */
  orderTtlMinutes: 30,
  nobleMonthsMax: 12,
  pageSize: 20,
} as const;

/** Gift counts offered by the gift panel (any count 1…giftCountMax is accepted). */
export const GIFT_COUNT_PRESETS = [1, 10, 66, 99, 520, 1314] as const;

export function diamondsToMinor(diamonds: number): number {
  return Math.round(diamonds * MONEY.diamondMinorUnits);
}

export function minorToDiamonds(minor: number): number {
  return minor / MONEY.diamondMinorUnits;
}

/** Whole diamonds a request may move (withdrawals, conversions). */
export const wholeDiamondsSchema = z.coerce.number().int().positive();

/** The 6-digit payment password, required to move income out (withdrawal, conversion). */
export const paymentPasswordInputSchema = z.string().regex(/^\d{6}$/);
