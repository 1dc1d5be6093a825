import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * VNPay 2.1.0 checksums (HMAC-SHA512, lower-case hex, keyed with the terminal's hash secret),
 * with node:crypto only.
 *
 * Redirect URL, IPN and return URL: the `vnp_*` parameters except `vnp_SecureHash` and
 * `vnp_SecureHashType`, empty values dropped, sorted by key, each `key=value` URL-encoded the way
 * PHP's `urlencode` does, joined with `&`. That string is also the query string VNPay's own
 * samples send, `vnp_SecureHash` appended last.
 *
 * querydr (JSON API): the documented fields in their documented order, joined with `|`, values
 * as they are (not URL-encoded).
 *
 * Also the wire forms of the values that go into them: amounts and times.
 */
export type VnpayParams = Readonly<Record<string, string | undefined>>;

const UNRESERVED = /^[A-Za-z0-9_.-]$/;

/**
 * PHP `urlencode` over UTF-8 bytes: letters, digits and `-_.` stay, a space becomes `+`,
 * everything else `%XX` in upper case. Unlike encodeURIComponent it encodes `!'()*~`, and unlike
 * URLSearchParams it encodes `*` (where a signature would silently differ).
 */
export function phpUrlEncode(value: string): string {
  let encoded = '';
  // Buffer.from turns a lone surrogate into U+FFFD instead of throwing on what a caller sent.
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    if (UNRESERVED.test(char)) encoded += char;
    else if (byte === 0x20) encoded += '+';
    else encoded += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** The hash data of a redirect URL, an IPN or a return URL (see the module comment). */
export function vnpayHashData(params: VnpayParams): string {
  return (
    Object.entries(params)
      .filter(
        (entry): entry is [string, string] =>
          entry[0].startsWith('vnp_') &&
          entry[0] !== 'vnp_SecureHash' &&
          entry[0] !== 'vnp_SecureHashType' &&
          entry[1] !== undefined &&
          entry[1] !== '',
      )
      // Code-unit order, not localeCompare: VNPay's samples sort with ksort / TreeMap.
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, value]) => `${phpUrlEncode(key)}=${phpUrlEncode(value)}`)
      .join('&')
  );
}

/** The querydr hash data: the fields in the documented order, a missing one as empty text. */
export function vnpayPipeData(values: readonly (string | undefined)[]): string {
  return values.map((value) => value ?? '').join('|');
}

export function hmacSha512Hex(data: string, hashSecret: string): string {
  return createHmac('sha512', hashSecret).update(data, 'utf8').digest('hex');
}

/** Constant-time check of a hex checksum (either case); false for anything malformed. */
export function verifyVnpayHash(data: string, secureHash: string, hashSecret: string): boolean {
  if (!/^[0-9a-fA-F]{128}$/.test(secureHash)) return false;
  return timingSafeEqual(
    Buffer.from(hmacSha512Hex(data, hashSecret), 'hex'),
    Buffer.from(secureHash, 'hex'),
  );
}

/** The query string to append to the payment URL: the hash data, then its `vnp_SecureHash`. */
export function signedVnpayQuery(params: VnpayParams, hashSecret: string): string {
  const data = vnpayHashData(params);
  return `${data}&vnp_SecureHash=${hmacSha512Hex(data, hashSecret)}`;
}

/** vnp_Amount is Numeric[1,12] and carries two extra digits. */
export const VNPAY_MAX_AMOUNT_VND = 9_999_999_999;

/** Integer đồng → vnp_Amount (× 100), by digits. */
export function vndToVnpAmount(amountVnd: number): string {
  if (!Number.isSafeInteger(amountVnd) || amountVnd <= 0 || amountVnd > VNPAY_MAX_AMOUNT_VND) {
    throw new RangeError(`amount must be a positive integer of đồng: ${amountVnd}`);
  }
  return `${amountVnd}00`;
}

/** vnp_Amount → integer đồng; undefined unless it is a positive multiple of 100. */
export function vnpAmountToVnd(amount: string | undefined): number | undefined {
  const match = /^([1-9]\d*)00$/.exec(amount ?? '');
  const vnd = Number(match?.[1]);
  return Number.isSafeInteger(vnd) ? vnd : undefined;
}

/** `yyyyMMddHHmmss` in Vietnam time (GMT+7, no daylight saving). */
export function vnpayTimestamp(at: Date): string {
  if (Number.isNaN(at.getTime())) throw new RangeError('invalid date');
  const local = new Date(at.getTime() + 7 * 3600_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `${local.getUTCFullYear()}${two(local.getUTCMonth() + 1)}${two(local.getUTCDate())}` +
    `${two(local.getUTCHours())}${two(local.getUTCMinutes())}${two(local.getUTCSeconds())}`
  );
}

/** The reverse of vnpayTimestamp; undefined for anything that is not a real GMT+7 time. */
export function parseVnpayTimestamp(text: string): Date | undefined {
  const parts = /^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/.exec(text)?.slice(1).map(Number);
  if (parts === undefined) return undefined;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts;
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute, second) - 7 * 3600_000);
  // Date.UTC rolls 30 February over into March: only a round trip proves the text was real.
  return vnpayTimestamp(at) === text ? at : undefined;
}
