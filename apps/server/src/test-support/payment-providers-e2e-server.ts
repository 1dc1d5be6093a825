import { generateKeyPairSync } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app';
import { loadConfig } from '../platform/config/config';
import { startFakeAlipay } from './fake-alipay';
import { startFakeVnpay } from './fake-vnpay';

/**
 * A second e2e server whose payments go to real providers' protocols: Alipay and VNPay, each
 * played by its local fake (apps/server/src/test-support). The fakes' cashier pages are what
 * the browser pays on; they notify this server as the vendors would.
 */
const PAYMENTS_PORT = Number(process.env.E2E_PAYMENTS_PORT ?? 3213);

async function main(): Promise<void> {
  const publicUrl = `http://127.0.0.1:${PAYMENTS_PORT}`;
  const dataDir = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../../.tmp/e2e-payments-data',
  );
  rmSync(dataDir, { recursive: true, force: true });

  const appId = '2021000000000001';
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipay = await startFakeAlipay({ appId, merchantPublicKey: merchant.publicKey });
  const vnpay = await startFakeVnpay({ tmnCode: 'TIFOE2E1', hashSecret: 'E2E-SECRET-E2E-SECRET' });
  vnpay.ipnUrl = `${publicUrl}/payments/webhook/vnpay`;

  const config = loadConfig({
    ...process.env,
    PORT: String(PAYMENTS_PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    FEED_ENABLED: 'false',
    MEDIA_SERVER: 'off',
    PAYMENT_PROVIDERS: 'alipay,vnpay',
    ALIPAY_APP_ID: appId,
    ALIPAY_PRIVATE_KEY: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    ALIPAY_PUBLIC_KEY: alipay.alipayPublicKey,
    ALIPAY_GATEWAY_URL: alipay.url,
    VNPAY_TMN_CODE: 'TIFOE2E1',
    VNPAY_HASH_SECRET: 'E2E-SECRET-E2E-SECRET',
    VNPAY_PAYMENT_URL: vnpay.paymentUrl,
    VNPAY_API_URL: vnpay.apiUrl,
  });
  const { app } = await buildApp({ config });
  const stop = () => {
    void Promise.all([app.close(), alipay.close(), vnpay.close()]).finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  process.stderr.write(`payment providers e2e server failed: ${String(error)}\n`);
  process.exit(1);
});
