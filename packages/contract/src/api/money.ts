import { z } from 'zod';
import { MONEY, paymentPasswordInputSchema, wholeDiamondsSchema } from '../money/amounts';
import { NOBLE_TIER_NUMBERS } from '../money/nobles';
import { calendarDateSchema } from './calendar-date';
import { defineCall } from './define-call';
import { pageNumberSchema, pageOf } from './paging';

/**
 * Money calls (spec §7 "Money" and "Recharge"). Diamonds are numbers with up to two decimals;
 * every change goes through the server's ledger. Calls that move money are POST only: the GET
 * of the spec would let a cross-site link spend (api-conventions.md).
 */

/** Why a ledger transaction happened; every entry links to its cause (`cause_id`). */
export const LEDGER_REASONS = [
  'topup',
  'gift',
  'settlement',
  'noble',
  'withdrawal',
  'withdrawal_rejected',
  'withdrawal_paid',
  'conversion',
  'task',
  'guess',
  'adjustment',
  /** Gold coins spent in the exchange mall. */
  'exchange',
  /** Diamonds put into a red envelope, a share claimed, the unclaimed rest returned. */
  'red_envelope',
  'red_envelope_claim',
  'red_envelope_refund',
  /** Paid barrages and the global horn (returned when its review fails). */
  'barrage',
  'horn',
  'horn_refund',
  /** An expert's analysis bought (held until it settles), refunded, or paid to its expert. */
  'analysis',
  'analysis_refund',
  'analysis_income',
  /** A fan group's monthly fee: the streamer's share pending until it settles. */
  'fan_fee',
  /** A share of an invitee's (or channel member's) top-up, and its reversal on a refund. */
  'commission',
  'commission_reversal',
  /** A top-up refunded at the provider: its diamonds go back. */
  'topup_refund',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** A member's wallets: the consumption wallet (diamonds), the income wallet's parts, gold. */
export const WALLET_KINDS = ['diamonds', 'withdrawable', 'pending', 'held', 'gold'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

export const walletSchema = z.object({
  /** Consumption wallet: diamonds to spend. */
  diamonds: z.number(),
  /** Income wallet: settled income that can be withdrawn or converted. */
  withdrawable: z.number(),
  /** Income wallet: gift income waiting for its settlement delay. */
  pending: z.number(),
  /** Income wallet: withdrawals waiting for review. */
  held: z.number(),
  /** Income wallet: all income ever received. */
  accumulated: z.number(),
  gold_coins: z.number().int(),
});
export type Wallet = z.infer<typeof walletSchema>;

export const chargePackageSchema = z.object({
  id: z.number().int(),
  /** Diamonds bought (money × 10). */
  coin: z.number().int(),
  /** Bonus diamonds. */
  give: z.number().int(),
  /** Price in yuan. */
  money: z.number(),
  /** The bonus as a percentage of coin. */
  give_rate: z.number(),
  /** The operator's price in đồng for VNPay; null: not sold through VNPay. */
  price_vnd: z.number().int().nullable(),
});
export type ChargePackage = z.infer<typeof chargePackageSchema>;

export const PAYMENT_CURRENCIES = ['CNY', 'VND'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

export const paymentMethodSchema = z.object({
  /** The spec's "payment way index", sent back as `type`. */
  type: z.number().int(),
  /** `sandbox` (the demo), `alipay`, `wechat` or `vnpay`. */
  provider: z.string(),
  /** What the method charges in: packages show `money` (CNY) or `price_vnd` (VND). */
  currency: z.enum(PAYMENT_CURRENCIES),
});

export const ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'expired', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderSchema = z.object({
  order_no: z.string(),
  package_id: z.number().int(),
  coin: z.number().int(),
  give: z.number().int(),
  money: z.number(),
  /** What the provider collects: `amount` in `currency` (yuan with fen decimals; whole đồng). */
  currency: z.enum(PAYMENT_CURRENCIES),
  amount: z.number(),
  status: z.enum(ORDER_STATUSES),
  provider: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  transaction_id: z.number().int(),
  wallet: z.enum(WALLET_KINDS),
  /** Signed: money in is positive. */
  amount: z.number(),
  reason: z.enum(LEDGER_REASONS),
  cause_id: z.number().int().nullable(),
  /** What it was for, in words (gift name × count and the other side, order number…). */
  memo: z.string(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const giftSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Diamonds per gift. */
  price: z.number().int(),
  image: z.string(),
  /** How the room shows it: a line in the chat, a float across the video, or full screen. */
  animation: z.enum(['none', 'float', 'fullscreen']),
});
export type Gift = z.infer<typeof giftSchema>;

export const nobleStateSchema = z.object({
  tier: z.number().int(),
  expires_at: z.string(),
  free_barrages_left: z.number().int(),
});
export type NobleState = z.infer<typeof nobleStateSchema>;

export const nobleTierInfoSchema = z.object({
  tier: z.number().int(),
  key: z.string(),
  name: z.string(),
  monthly_diamonds: z.number().int(),
  free_barrages: z.number().int(),
});

export const WITHDRAWAL_METHODS = ['bank', 'alipay'] as const;
export type WithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];
/** Review states of spec §4: waiting review, review succeeded, review failed. */
export const WITHDRAWAL_STATUSES = ['waiting', 'succeeded', 'failed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const withdrawalSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  /** The same amount in yuan (1 yuan = 10 diamonds). */
  yuan: z.number(),
  method: z.enum(WITHDRAWAL_METHODS),
  account: z.string().describe('Masked account the money goes to'),
  status: z.enum(WITHDRAWAL_STATUSES),
  review_note: z.string(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const payoutAccountsSchema = z.object({
  bank_card: z
    .object({ real_name: z.string(), bank_name: z.string(), card_number: z.string() })
    .nullable(),
  alipay: z.object({ real_name: z.string(), account: z.string() }).nullable(),
});
export type PayoutAccounts = z.infer<typeof payoutAccountsSchema>;

const dateSchema = calendarDateSchema;
const realNameSchema = z.string().trim().min(2).max(32);

export const moneyCalls = {
  wallet: defineCall({
    method: 'GET',
    path: 'Balance/getWallet',
    audience: 'member',
    summary: "The member's consumption and income wallets and gold coins",
    tag: 'money',
    data: walletSchema,
  }),
  chargePackages: defineCall({
    method: 'POST',
    path: 'chargerules/getList',
    audience: 'public',
    summary: 'Recharge packages (coin, give, money, give_rate) and the payment methods',
    tag: 'money',
    data: z.object({
      list: z.array(chargePackageSchema),
      payment_methods: z.array(paymentMethodSchema),
      diamonds_per_yuan: z.number().int(),
    }),
  }),
  payUrl: defineCall({
    method: 'POST',
    path: 'chargerules/payUrl',
    audience: 'member',
    summary: 'Create a recharge order; the URL opens the payment page in a new tab',
    tag: 'money',
    body: z.object({
      id: z.coerce.number().int().positive(),
      type: z.coerce.number().int().min(0).default(0),
    }),
    data: z.object({ url: z.string(), order_no: z.string() }),
  }),
  orderList: defineCall({
    method: 'GET',
    path: 'Order/getList',
    audience: 'member',
    summary: 'Recharge orders (type=order) or wallet statements (type=ledger), newest first',
    tag: 'money',
    query: z.object({
      type: z.enum(['order', 'ledger']).default('order'),
      status: z.enum(ORDER_STATUSES).optional(),
      wallet: z.enum(WALLET_KINDS).optional(),
      reason: z.enum(LEDGER_REASONS).optional(),
      from: dateSchema.optional(),
      to: dateSchema.optional(),
      page: pageNumberSchema,
    }),
    data: z.object({
      type: z.enum(['order', 'ledger']),
      orders: z.array(orderSchema),
      entries: z.array(ledgerEntrySchema),
      has_more: z.boolean(),
    }),
  }),
  orderStatus: defineCall({
    method: 'GET',
    path: 'Order/getStatus',
    audience: 'member',
    summary: "One of the member's orders (the recharge dialog waits for it to be paid)",
    tag: 'money',
    query: z.object({ order_no: z.string().min(1).max(64) }),
    data: orderSchema,
  }),
  giftList: defineCall({
    method: 'GET',
    path: 'Gift/getList',
    audience: 'public',
    summary: 'Gifts with price, image and animation',
    tag: 'money',
    data: z.object({ list: z.array(giftSchema) }),
  }),
  handselGift: defineCall({
    method: 'POST',
    path: 'member/handselGift',
    audience: 'member',
    summary: "Send gifts to a live room's streamer from the consumption wallet",
    tag: 'money',
    body: z.object({
      room_id: z.coerce.number().int().positive(),
      gift_id: z.coerce.number().int().positive(),
      count: z.coerce.number().int().min(1).max(MONEY.giftCountMax).default(1),
      /** The client's id for this send: a retried request sends once. */
      request_id: z.string().trim().min(8).max(64).optional(),
      /**
       * Diamonds per gift as the page showed it. When an operator changed the price since, the
       * send is refused (nobody pays more, or less, than they saw); the page reads the list again.
       */
      price: z.coerce.number().int().positive().optional(),
    }),
    data: z.object({ send_id: z.number().int(), wallet: walletSchema }),
  }),
  nobleList: defineCall({
    method: 'GET',
    path: 'guard_user/getList',
    audience: 'public',
    summary: "Noble tiers with monthly prices, and the member's noble status",
    tag: 'money',
    data: z.object({
      tiers: z.array(nobleTierInfoSchema),
      mine: nobleStateSchema.nullable(),
    }),
  }),
  buyNoble: defineCall({
    method: 'POST',
    path: 'guard_user/buy',
    audience: 'member',
    summary: 'Buy or renew a noble tier for some months (an upgrade credits the unused time)',
    tag: 'money',
    body: z.object({
      tier: z.coerce
        .number()
        .int()
        .refine((tier) => (NOBLE_TIER_NUMBERS as number[]).includes(tier), 'unknown tier'),
      months: z.coerce.number().int().min(1).max(MONEY.nobleMonthsMax).default(1),
    }),
    data: z.object({ noble: nobleStateSchema, paid: z.number(), wallet: walletSchema }),
  }),
  payoutAccounts: defineCall({
    method: 'GET',
    path: 'Bank_card/getInfo',
    audience: 'member',
    summary: 'The bound bank card and Alipay account (masked)',
    tag: 'money',
    data: payoutAccountsSchema,
  }),
  bindBankCard: defineCall({
    method: 'POST',
    path: 'Bank_card/bind',
    audience: 'member',
    summary: 'Bind (or replace) the bank card withdrawals go to; needs the payment password',
    tag: 'money',
    body: z.object({
      real_name: realNameSchema,
      bank_name: z.string().trim().min(2).max(40),
      card_number: z
        .string()
        .transform((value) => value.replace(/\s+/g, ''))
        .pipe(z.string().regex(/^\d{12,19}$/, 'card number must be 12-19 digits')),
      payment_password: paymentPasswordInputSchema,
    }),
    data: payoutAccountsSchema,
  }),
  bindAliPay: defineCall({
    method: 'POST',
    path: 'Bank_card/bindAliPay',
    audience: 'member',
    summary: 'Bind (or replace) the Alipay account withdrawals go to; needs the payment password',
    tag: 'money',
    body: z.object({
      real_name: realNameSchema,
      account: z
        .string()
        .trim()
        .min(5)
        .max(64)
        .regex(/^(\+?\d{5,15}|[^\s@]+@[^\s@]+\.[^\s@]+)$/, 'a phone number or an email address'),
      payment_password: paymentPasswordInputSchema,
    }),
    data: payoutAccountsSchema,
  }),
  applyForWithdrawal: defineCall({
    method: 'POST',
    path: 'Balance/applyForWithdrawal',
    audience: 'member',
    summary: 'Withdraw income: held until an operator approves (paid) or rejects (returned)',
    tag: 'money',
    body: z.object({
      amount: wholeDiamondsSchema.max(MONEY.withdrawalMaxDiamonds),
      method: z.enum(WITHDRAWAL_METHODS),
      payment_password: paymentPasswordInputSchema,
    }),
    data: z.object({ withdrawal: withdrawalSchema, wallet: walletSchema }),
  }),
  withdrawalList: defineCall({
    method: 'GET',
    path: 'Balance/withdrawalList',
    audience: 'member',
    summary: "The member's withdrawals with their review states, newest first",
    tag: 'money',
    query: z.object({ status: z.enum(WITHDRAWAL_STATUSES).optional(), page: pageNumberSchema }),
    data: pageOf(withdrawalSchema),
  }),
  conversionBalance: defineCall({
    method: 'POST',
    path: 'Balance/conversionBalance',
    audience: 'member',
    summary: 'Move withdrawable income into the consumption wallet (irreversible)',
    tag: 'money',
    body: z.object({
      amount: wholeDiamondsSchema.max(MONEY.conversionMaxDiamonds),
      payment_password: paymentPasswordInputSchema,
    }),
    data: walletSchema,
  }),
  adminWithdrawalList: defineCall({
    method: 'GET',
    path: 'Admin/withdrawalList',
    audience: 'administrator',
    summary: 'Operators: withdrawals to review (waiting first)',
    tag: 'admin',
    query: z.object({ status: z.enum(WITHDRAWAL_STATUSES).optional(), page: pageNumberSchema }),
    data: pageOf(
      withdrawalSchema.extend({
        user_id: z.number().int(),
        nickname: z.string(),
        real_name: z.string(),
        full_account: z.string(),
      }),
    ),
  }),
  reviewWithdrawal: defineCall({
    method: 'POST',
    path: 'Admin/reviewWithdrawal',
    audience: 'administrator',
    summary: 'Operators: approve (paid out) or reject (money returned) a waiting withdrawal',
    tag: 'admin',
    body: z.object({
      id: z.coerce.number().int().positive(),
      approve: z.boolean(),
      note: z.string().trim().max(200).default(''),
    }),
    data: withdrawalSchema,
  }),
};
