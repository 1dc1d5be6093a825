import { z } from 'zod';
import { optionalUrl } from './env-fields';

export const PAYMENT_PROVIDER_CHOICES = ['sandbox', 'alipay', 'wechat', 'vnpay'] as const;
export type PaymentProviderChoice = (typeof PAYMENT_PROVIDER_CHOICES)[number];

const providerListMessage =
  `must list payment providers separated by commas, such as alipay,wechat,vnpay ` +
  `(providers: ${PAYMENT_PROVIDER_CHOICES.join(', ')}; each once)`;

/** `alipay,wechat,vnpay`: the recharge dialog offers them in this order. */
const providerList = z
  .string()
  .transform((value) => value.split(',').map((part) => part.trim()))
  .pipe(
    z
      .array(z.enum(PAYMENT_PROVIDER_CHOICES, { message: providerListMessage }))
      .min(1, providerListMessage)
      .refine((list) => new Set(list).size === list.length, providerListMessage),
  );

const text = z.string().trim().min(1).optional();

/** Payment settings read from the environment (docs/configuration.md "Payments"). */
export const paymentEnvironment = {
  PAYMENT_PROVIDERS: providerList.default(['sandbox']),
  ALIPAY_APP_ID: text,
  ALIPAY_PRIVATE_KEY: text,
  ALIPAY_PUBLIC_KEY: text,
  ALIPAY_SELLER_ID: z
    .string()
    .trim()
    .regex(/^2088\d{12}$/, 'must be the 16-digit partner id that starts with 2088')
    .optional(),
  ALIPAY_GATEWAY_URL: optionalUrl(['http', 'https'], 'https://openapi.alipay.com/gateway.do'),
  WECHAT_PAY_MCH_ID: text,
  WECHAT_PAY_APP_ID: text,
  WECHAT_PAY_SERIAL_NO: text,
  WECHAT_PAY_PRIVATE_KEY: text,
  WECHAT_PAY_API_V3_KEY: z
    .string()
    .length(32, 'must be the 32-character APIv3 key set in the merchant platform')
    .optional(),
  WECHAT_PAY_PUBLIC_KEY: text,
  WECHAT_PAY_PUBLIC_KEY_ID: text,
  WECHAT_PAY_BASE_URL: optionalUrl(['http', 'https'], 'https://api.mch.weixin.qq.com'),
  VNPAY_TMN_CODE: text,
  VNPAY_SERVER_IP: z.ipv4({ message: 'must be an IPv4 address such as 203.0.113.10' }).optional(),
  VNPAY_HASH_SECRET: text,
  VNPAY_PAYMENT_URL: optionalUrl(
    ['http', 'https'],
    'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
  ),
  VNPAY_API_URL: optionalUrl(
    ['http', 'https'],
    'https://sandbox.vnpayment.vn/merchant_webapi/api/transaction',
  ),
};

type PaymentEnvironment = z.infer<z.ZodObject<typeof paymentEnvironment>>;

export interface AlipayProviderSettings {
  appId: string;
  privateKey: string;
  alipayPublicKey: string;
  sellerId: string | undefined;
  gatewayUrl: string;
}

export interface WechatPayProviderSettings {
  mchId: string;
  appId: string;
  merchantSerialNo: string;
  merchantPrivateKey: string;
  apiV3Key: string;
  platformPublicKey: string;
  platformPublicKeyId: string;
  baseUrl: string;
}

export interface VnpayProviderSettings {
  /** This server's outgoing address, which querydr states (VNPay may allow-list it). */
  serverIp: string;
  tmnCode: string;
  hashSecret: string;
  paymentUrl: string;
  apiUrl: string;
}

/** Who takes payments, in the order the recharge dialog offers them, and each one's settings. */
export interface PaymentSettings {
  providers: PaymentProviderChoice[];
  alipay: AlipayProviderSettings | undefined;
  wechat: WechatPayProviderSettings | undefined;
  vnpay: VnpayProviderSettings | undefined;
}

/** A key pasted into one line of an env file keeps its line breaks as `\n`. */
function pem(value: string | undefined): string {
  return (value ?? '').replace(/\\n/g, '\n');
}

/**
 * PAYMENT_PROVIDERS and the settings of each provider it names; `problems` names every missing
 * one. Real providers call back to PUBLIC_URL, so they need it.
 */
export function paymentSettings(e: PaymentEnvironment & { PUBLIC_URL?: string | undefined }): {
  settings: PaymentSettings;
  problems: string[];
} {
  const providers = e.PAYMENT_PROVIDERS;
  const problems: string[] = [];
  const need = (provider: PaymentProviderChoice, keys: readonly (keyof PaymentEnvironment)[]) => {
    for (const key of keys) {
      if (e[key] === undefined) {
        problems.push(`${key}: must be set when PAYMENT_PROVIDERS includes ${provider}`);
      }
    }
  };
  const uses = (provider: PaymentProviderChoice) => providers.includes(provider);
  if (uses('alipay')) need('alipay', ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY']);
  if (uses('wechat')) {
    need('wechat', [
      'WECHAT_PAY_MCH_ID',
      'WECHAT_PAY_APP_ID',
      'WECHAT_PAY_SERIAL_NO',
      'WECHAT_PAY_PRIVATE_KEY',
      'WECHAT_PAY_API_V3_KEY',
      'WECHAT_PAY_PUBLIC_KEY',
      'WECHAT_PAY_PUBLIC_KEY_ID',
    ]);
  }
  if (uses('vnpay')) {
    // No default address: VNPay hands each merchant its sandbox or production URLs, and a
    // sandbox default would let test cards buy diamonds on a real deployment.
    need('vnpay', ['VNPAY_TMN_CODE', 'VNPAY_HASH_SECRET', 'VNPAY_PAYMENT_URL', 'VNPAY_API_URL']);
  }
  if (providers.some((provider) => provider !== 'sandbox') && !e.PUBLIC_URL) {
    problems.push(
      'PUBLIC_URL: must be set when PAYMENT_PROVIDERS names a real provider: providers call ' +
        'back to PUBLIC_URL/payments/webhook/<provider> and return members to PUBLIC_URL',
    );
  }
  const trimmed = (url: string | undefined, fallback: string) =>
    (url ?? fallback).replace(/\/+$/, '');
  return {
    problems,
    settings: {
      providers,
      alipay: uses('alipay')
        ? {
            appId: e.ALIPAY_APP_ID ?? '',
            privateKey: pem(e.ALIPAY_PRIVATE_KEY),
            alipayPublicKey: pem(e.ALIPAY_PUBLIC_KEY),
            sellerId: e.ALIPAY_SELLER_ID,
            gatewayUrl: e.ALIPAY_GATEWAY_URL ?? 'https://openapi.alipay.com/gateway.do',
          }
        : undefined,
      wechat: uses('wechat')
        ? {
            mchId: e.WECHAT_PAY_MCH_ID ?? '',
            appId: e.WECHAT_PAY_APP_ID ?? '',
            merchantSerialNo: e.WECHAT_PAY_SERIAL_NO ?? '',
            merchantPrivateKey: pem(e.WECHAT_PAY_PRIVATE_KEY),
            apiV3Key: e.WECHAT_PAY_API_V3_KEY ?? '',
            platformPublicKey: pem(e.WECHAT_PAY_PUBLIC_KEY),
            platformPublicKeyId: e.WECHAT_PAY_PUBLIC_KEY_ID ?? '',
            baseUrl: trimmed(e.WECHAT_PAY_BASE_URL, 'https://api.mch.weixin.qq.com'),
          }
        : undefined,
      vnpay: uses('vnpay')
        ? {
            serverIp: e.VNPAY_SERVER_IP ?? '127.0.0.1',
            tmnCode: e.VNPAY_TMN_CODE ?? '',
            hashSecret: e.VNPAY_HASH_SECRET ?? '',
            paymentUrl: e.VNPAY_PAYMENT_URL ?? '',
            apiUrl: e.VNPAY_API_URL ?? '',
          }
        : undefined,
    },
  };
}
