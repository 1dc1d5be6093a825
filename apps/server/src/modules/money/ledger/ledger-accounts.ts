import type { WalletKind } from '@tifo/contract';

/** The platform owns its accounts under holder 0. */
export const PLATFORM = 0;

type Currency = 'diamond' | 'gold';

interface AccountKindInfo {
  currency: Currency;
  /** Rows the account is spread over (hot accounts only; see `walletAccounts.slot`). */
  slots: number;
}

/** A member's accounts: the wallet kinds of the contract. */
const MEMBER_KINDS: Record<WalletKind, AccountKindInfo> = {
  diamonds: { currency: 'diamond', slots: 1 },
  withdrawable: { currency: 'diamond', slots: 1 },
  // A popular streamer's gift income lands here hundreds of times a second.
  pending: { currency: 'diamond', slots: 8 },
  held: { currency: 'diamond', slots: 1 },
  gold: { currency: 'gold', slots: 1 },
};

/**
 * The platform's accounts. `payments` goes negative by what members paid in (diamonds issued
 * against money received); `revenue` is the platform's share of gifts and noble sales;
 * `payouts` is what was paid out to members; `goldIssued` goes negative by the gold handed out;
 * `goldSpent` holds the gold spent in the exchange mall; `envelopes` holds the diamonds of red
 * envelopes until they are claimed or returned; `reviewHeld` holds what global horns cost until
 * their review; `guessPool` holds the gold coins staked on fun-guesses until they settle;
 * `analysisEscrow` holds what members paid for analyses until the analyses settle;
 * `commissions` goes negative by the referral and agent commissions paid (reversals return).
 */
const PLATFORM_KINDS = {
  payments: { currency: 'diamond', slots: 4 },
  revenue: { currency: 'diamond', slots: 16 },
  payouts: { currency: 'diamond', slots: 1 },
  goldIssued: { currency: 'gold', slots: 4 },
  goldSpent: { currency: 'gold', slots: 4 },
  envelopes: { currency: 'diamond', slots: 8 },
  reviewHeld: { currency: 'diamond', slots: 1 },
  guessPool: { currency: 'gold', slots: 4 },
  analysisEscrow: { currency: 'diamond', slots: 4 },
  commissions: { currency: 'diamond', slots: 4 },
} as const satisfies Record<string, AccountKindInfo>;
export type PlatformKind = keyof typeof PLATFORM_KINDS;

export type AccountRef =
  | { holder: number; kind: WalletKind; slot?: number }
  | { holder: typeof PLATFORM; kind: PlatformKind; slot?: number };

export type AccountKind = WalletKind | PlatformKind;

export function kindInfo(kind: AccountKind): AccountKindInfo {
  return kind in MEMBER_KINDS
    ? MEMBER_KINDS[kind as WalletKind]
    : PLATFORM_KINDS[kind as PlatformKind];
}

export function member(holder: number, kind: WalletKind, slot?: number): AccountRef {
  return slot === undefined ? { holder, kind } : { holder, kind, slot };
}

/** A platform account, on a random slot of the spread ones. */
export function platform(kind: PlatformKind): AccountRef {
  return { holder: PLATFORM, kind, slot: pickSlot(kind) };
}

/** A spread account's slot: random, so concurrent writers pick different rows. */
export function pickSlot(kind: AccountKind, random: () => number = Math.random): number {
  return Math.floor(random() * kindInfo(kind).slots);
}

export function isMemberKind(kind: string): kind is WalletKind {
  return kind in MEMBER_KINDS;
}
