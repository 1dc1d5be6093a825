import type { PaymentSettings } from '../../../platform/config/payment-config';
import { AlipayClient } from './alipay/alipay-client';
import { AlipayPaymentProvider } from './alipay/alipay-provider';
import type { PaymentProvider } from './payment-provider';
import type { SandboxPaymentProvider } from './sandbox-provider';
import { VnpayClient } from './vnpay/vnpay-client';
import { VnpayPaymentProvider } from './vnpay/vnpay-provider';
import { WechatPayClient } from './wechat/wechat-pay-client';
import { WechatPaymentProvider } from './wechat/wechat-pay-provider';

/** Where providers call back and send members back: `PUBLIC_URL/payments/…/<provider>`. */
export function providerUrls(publicUrl: string, provider: string) {
  return {
    notifyUrl: `${publicUrl}/payments/webhook/${provider}`,
    returnUrl: `${publicUrl}/payments/return/${provider}`,
  };
}

/** The configured providers, in PAYMENT_PROVIDERS order (the dialog's `type` is the index). */
export function createPaymentProviders(
  settings: PaymentSettings,
  deps: {
    publicUrl: string | undefined;
    sandbox: SandboxPaymentProvider;
    fetch?: typeof fetch;
  },
): PaymentProvider[] {
  const publicUrl = deps.publicUrl ?? '';
  return settings.providers.map((name): PaymentProvider => {
    switch (name) {
      case 'sandbox':
        return deps.sandbox;
      case 'alipay': {
        if (!settings.alipay) throw new Error('alipay settings missing');
        const client = new AlipayClient(
          { ...settings.alipay, ...providerUrls(publicUrl, 'alipay') },
          { fetch: deps.fetch },
        );
        return new AlipayPaymentProvider(client, (order) => `Tifo ${order.diamonds} 钻石`);
      }
      case 'wechat': {
        if (!settings.wechat) throw new Error('wechat settings missing');
        const client = new WechatPayClient(
          { ...settings.wechat, notifyUrl: providerUrls(publicUrl, 'wechat').notifyUrl },
          { fetch: deps.fetch },
        );
        return new WechatPaymentProvider(client, (order) => `Tifo ${order.diamonds} 钻石`);
      }
      case 'vnpay': {
        if (!settings.vnpay) throw new Error('vnpay settings missing');
        const client = new VnpayClient(
          { ...settings.vnpay, returnUrl: providerUrls(publicUrl, 'vnpay').returnUrl },
          { fetch: deps.fetch },
        );
        return new VnpayPaymentProvider(client, settings.vnpay.serverIp);
      }
    }
  });
}
