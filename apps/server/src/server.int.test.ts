import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

const serverEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts');

/** Starts the real entry point as `npm start` does and resolves once it listens. */
function startServer(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /"address":"http:\/\/127\.0\.0\.1:(\d+)"/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited before listening:\n${output}`));
    });
  });
  listening.catch(() => {}); // a test that expects an early exit never awaits it
  return { child, exited, listening, output: () => output };
}

describe('server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tifo-server-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses to start on a bad configuration with a clear message and exit code 78', async () => {
    const server = startServer({ PORT: 'abc', DATABASE_URL: 'mysql://nope', DATA_DIR: dataDir });
    expect(await server.exited).toBe(78);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT');
    expect(server.output()).toContain('DATABASE_URL');
    expect(server.output()).not.toMatch(/at .*\(.*\.ts:\d+/);
  });

  // The acceptance check: `NODE_ENV=production npm run serve` with no providers.
  it('refuses production without real providers, naming each missing setting (exit 78)', async () => {
    const server = startServer({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(await server.exited).toBe(78);
    for (const setting of ['PUBLIC_URL', 'OPERATOR_MOBILE', 'SMS_PROVIDER', 'PAYMENT_PROVIDERS']) {
      expect(server.output()).toContain(`${setting}:`);
    }
  });

  // Issue 16's acceptance check: real SMS and payment providers, no DEMO_PROVIDERS.
  it('starts production on real SMS and payment providers, without DEMO_PROVIDERS', async () => {
    const pem = () => {
      const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
      return {
        privateKey: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        publicKey: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      };
    };
    const [merchant, alipay, wechatMerchant, wechat] = [pem(), pem(), pem(), pem()];
    const server = startServer({
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: path.join(dataDir, 'production-real-providers'),
      MEDIA_SERVER: 'off',
      PUBLIC_URL: 'https://tifo.example.com',
      OPERATOR_MOBILE: '+86 13912345678',
      SMS_ROUTES: '86:tencent,*:twilio',
      TENCENT_SMS_SECRET_ID: 'AKIDexample',
      TENCENT_SMS_SECRET_KEY: 'secret',
      TENCENT_SMS_SDK_APP_ID: '1400000000',
      TENCENT_SMS_SIGN_NAME: 'Tifo',
      TENCENT_SMS_TEMPLATE_ID: '100001',
      TENCENT_SMS_NOTICE_TEMPLATE_ID: '100002',
      TWILIO_ACCOUNT_SID: 'ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
      PAYMENT_PROVIDERS: 'alipay,wechat,vnpay',
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_PRIVATE_KEY: merchant.privateKey,
      ALIPAY_PUBLIC_KEY: alipay.publicKey,
      WECHAT_PAY_MCH_ID: '1900000109',
      WECHAT_PAY_APP_ID: 'wxd678efh567hg6787',
      WECHAT_PAY_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      WECHAT_PAY_PRIVATE_KEY: wechatMerchant.privateKey,
      WECHAT_PAY_API_V3_KEY: 'k'.repeat(32),
      WECHAT_PAY_PUBLIC_KEY: wechat.publicKey,
      WECHAT_PAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0100000000000000000000000000000001',
      VNPAY_TMN_CODE: 'TIFO0001',
      VNPAY_HASH_SECRET: 'secret',
      VNPAY_PAYMENT_URL: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
      VNPAY_API_URL: 'https://sandbox.vnpayment.vn/merchant_webapi/api/transaction',
    });
    const port = await server.listening;
    const offer = await fetch(`http://127.0.0.1:${port}/api/chargerules/getList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tifo-client': 'web' },
      body: '{}',
    });
    const body = (await offer.json()) as { data: { payment_methods: { provider: string }[] } };
    expect(body.data.payment_methods.map((method) => method.provider)).toEqual([
      'alipay',
      'wechat',
      'vnpay',
    ]);
    // No demo conveniences: no sandbox checkout, no SMS outbox, no warning about them.
    const sandbox = await fetch(`http://127.0.0.1:${port}/payments/webhook/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(sandbox.status).toBe(404);
    expect(server.output()).not.toContain('DEMO PROVIDERS');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('refuses to start when the RTMP port is taken, naming MEDIA_RTMP_PORT (exit 78)', async () => {
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    const { port } = squatter.address() as AddressInfo;
    try {
      const server = startServer({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dataDir, 'rtmp-port-taken'),
        MEDIA_SERVER: 'embedded',
        MEDIA_RTMP_PORT: String(port),
      });
      expect(await server.exited).toBe(78);
      expect(server.output()).toContain(`MEDIA_RTMP_PORT: port ${port} is already in use`);
      expect(server.output()).toContain('MEDIA_SERVER=off');
      expect(server.output()).not.toMatch(/at .*\(.*\.ts:\d+/);
      expect(server.output()).not.toContain('EADDRINUSE');
    } finally {
      squatter.close();
    }
  }, 60_000);

  it('serves, then shuts down gracefully on SIGTERM, closing sockets with 1001', async () => {
    const server = startServer({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    });
    const port = await server.listening;
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);

    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    server.child.kill('SIGTERM');
    expect(await closed).toBe(1001);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');

    // The seeded passwords are handed over in a file only its owner reads, never logged (M9).
    const passwordsFile = path.join(dataDir, 'initial-passwords.txt');
    expect((await stat(passwordsFile)).mode & 0o777).toBe(0o600);
    const passwords = [...(await readFile(passwordsFile, 'utf8')).matchAll(/password (\S+)/g)];
    expect(passwords.map((match) => match[0])).toHaveLength(2);
    for (const [, password] of passwords) expect(server.output()).not.toContain(password);
    expect(server.output()).toContain(passwordsFile);
  }, 60_000);
});
