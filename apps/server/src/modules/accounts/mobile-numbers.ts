/**
 * Mobile number shapes of the countries we serve (spec §9: 86 default, 84), after spaces and
 * dashes are removed. Vietnamese numbers are stored without their trunk 0.
 */
const MOBILE_PATTERNS: Record<number, RegExp> = {
  86: /^1[3-9]\d{9}$/,
  84: /^[35789]\d{8}$/,
};

export function normalizeMobile(countryCode: number, mobile: string): string | null {
  const digits = countryCode === 84 && /^0\d{9}$/.test(mobile) ? mobile.slice(1) : mobile;
  const pattern = MOBILE_PATTERNS[countryCode];
  return pattern?.test(digits) ? digits : null;
}

/** 138****8000: enough for the owner to recognise, not enough for others to use. */
export function maskMobile(mobile: string): string {
  if (mobile.length < 7) return mobile;
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}
