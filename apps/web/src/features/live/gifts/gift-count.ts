import { MONEY } from '@tifo/contract';

/** A typed gift count: a whole number from 1 to 9999, or null (the panel says why). */
export function parseGiftCount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const count = Number(trimmed);
  return count >= 1 && count <= MONEY.giftCountMax ? count : null;
}
