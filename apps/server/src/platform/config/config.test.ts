import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.seedDemoData).toBe(true);
  });

  it('reads and types every value', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/tifo',
      DATABASE_URL: 'postgres://tifo@db:5432/tifo',
      REDIS_URL: 'redis://cache:6379',
      PUBLIC_URL: 'https://tifo.example.com/',
      SEED_DEMO_DATA: 'false',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/tifo',
      databaseUrl: 'postgres://tifo@db:5432/tifo',
      redisUrl: 'redis://cache:6379',
      publicUrl: 'https://tifo.example.com',
      seedDemoData: false,
      trustProxy: 1,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });

  it('lists every problem in one clear error', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x@y/z', APP_SECRET: 'short' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as ConfigError).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    expect(message).toContain('APP_SECRET');
    expect((caught as ConfigError).problems).toHaveLength(3);
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be between 0 and 65535/);
  });

  it('stores uploads in S3 only with a complete S3 configuration', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(() => loadConfig({ S3_BUCKET: 'tifo-media' })).toThrow(
      /S3_ENDPOINT: must be set when S3_BUCKET is set/,
    );
    const config = loadConfig({
      S3_BUCKET: 'tifo-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.tifo.example/',
    });
    expect(config.s3).toMatchObject({
      bucket: 'tifo-media',
      region: 'us-east-1',
      publicUrl: 'https://cdn.tifo.example',
    });
  });

  it('runs the embedded media server by default and checks an external one', () => {
    expect(loadConfig({}).media).toMatchObject({
      server: 'embedded',
      rtmpPort: 1935,
      hls: true,
      demoBroadcast: true,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).media).toMatchObject({
      server: 'off',
      demoBroadcast: false,
    });
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).media.demoBroadcast).toBe(false);
    expect(() => loadConfig({ MEDIA_SERVER: 'external' })).toThrow(
      /MEDIA_HOOK_SECRET: must be set when MEDIA_SERVER=external/,
    );
    expect(() => loadConfig({ MEDIA_RTMP_PUBLIC_URL: 'http://x' })).toThrow(
      /MEDIA_RTMP_PUBLIC_URL/,
    );
    const external = loadConfig({
      MEDIA_SERVER: 'external',
      MEDIA_RTMP_PUBLIC_URL: 'rtmp://ingest.example.com/live/',
      MEDIA_FLV_URL_TEMPLATE: 'https://cdn.example.com/live/{key}.flv',
      MEDIA_HOOK_SECRET: 'x'.repeat(20),
    });
    expect(external.media).toMatchObject({
      server: 'external',
      publicRtmpUrl: 'rtmp://ingest.example.com/live',
      flvUrlTemplate: 'https://cdn.example.com/live/{key}.flv',
      demoBroadcast: false,
    });
  });

  it('reads live scores from the simulator unless API-Football is chosen', () => {
    expect(loadConfig({})).toMatchObject({ feedProvider: 'simulator', apiFootball: undefined });
    expect(() => loadConfig({ FEED_PROVIDER: 'opta' })).toThrow(
      /FEED_PROVIDER: must be simulator or api-football/,
    );
    let caught: unknown;
    try {
      loadConfig({ FEED_PROVIDER: 'api-football' });
    } catch (error) {
      caught = error;
    }
    expect((caught as ConfigError).problems).toEqual([
      'API_FOOTBALL_KEY: must be set when FEED_PROVIDER=api-football',
      expect.stringMatching(/^API_FOOTBALL_LEAGUES: must be set when FEED_PROVIDER=api-football/),
    ]);
    expect(() =>
      loadConfig({
        FEED_PROVIDER: 'api-football',
        API_FOOTBALL_KEY: 'k',
        API_FOOTBALL_LEAGUES: '39:2025,premier',
      }),
    ).toThrow(/API_FOOTBALL_LEAGUES: must list league:season pairs/);
    expect(
      loadConfig({
        FEED_PROVIDER: 'api-football',
        API_FOOTBALL_KEY: 'k',
        API_FOOTBALL_LEAGUES: '39:2025, 140:2025',
      }),
    ).toMatchObject({
      feedProvider: 'api-football',
      apiFootball: {
        key: 'k',
        url: 'https://v3.football.api-sports.io',
        leagues: [
          { id: 39, season: 2025 },
          { id: 140, season: 2025 },
        ],
        dailyLimit: 7_500,
        perMinute: 300,
        oddsBookmakers: [],
      },
    });
    const odds = {
      FEED_PROVIDER: 'api-football',
      API_FOOTBALL_KEY: 'k',
      API_FOOTBALL_LEAGUES: '39:2025',
    };
    expect(
      loadConfig({
        ...odds,
        API_FOOTBALL_ODDS_BOOKMAKERS: '8, 7,8',
        API_FOOTBALL_DAILY_LIMIT: '75000',
        API_FOOTBALL_MINUTE_LIMIT: '450',
      }).apiFootball,
    ).toMatchObject({ oddsBookmakers: [8, 7], dailyLimit: 75_000, perMinute: 450 });
    expect(() => loadConfig({ ...odds, API_FOOTBALL_ODDS_BOOKMAKERS: 'bet365' })).toThrow(
      /API_FOOTBALL_ODDS_BOOKMAKERS: must list bookmaker ids/,
    );
    expect(() => loadConfig({ ...odds, API_FOOTBALL_DAILY_LIMIT: '5' })).toThrow(
      /API_FOOTBALL_DAILY_LIMIT: must be at least 10/,
    );
  });

  describe('run modes (security review C1, C2, L6, L9, M3)', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://tifo.example.com',
      OPERATOR_MOBILE: '+86 13912345678',
    };

    it('keeps the demo conveniences on a default start, for the demo audience only', () => {
      expect(loadConfig({})).toMatchObject({
        seedDemoData: true,
        apiDocs: true,
        demo: { smsOutbox: 'public', sandboxCheckout: 'owner', providersInProduction: false },
        money: { withdrawalsEnabled: true },
        operator: { countryCode: 86, mobile: '13800000000', password: undefined },
      });
      expect(loadConfig({ SMS_OUTBOX_API: 'false' }).demo.smsOutbox).toBe('off');
    });

    it('refuses production without real providers, naming each missing setting', () => {
      let caught: unknown;
      try {
        loadConfig({ NODE_ENV: 'production' });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ConfigError);
      const problems = (caught as ConfigError).problems.map((problem) => problem.split(':')[0]);
      expect(problems).toEqual([
        'PUBLIC_URL',
        'OPERATOR_MOBILE',
        'SMS_PROVIDER',
        'PAYMENT_PROVIDERS',
      ]);
      expect(() => loadConfig(production)).toThrow(/DEMO_PROVIDERS=allow/);
    });

    it('runs production on the demo providers only when asked, for operators only', () => {
      const config = loadConfig({
        ...production,
        DEMO_PROVIDERS: 'allow',
        OPERATOR_PASSWORD: 'a long password',
      });
      expect(config).toMatchObject({
        seedDemoData: false,
        apiDocs: false,
        demo: { smsOutbox: 'operators', sandboxCheckout: 'operators', providersInProduction: true },
        money: { withdrawalsEnabled: false },
        operator: { countryCode: 86, mobile: '13912345678', password: 'a long password' },
        media: { demoBroadcast: false },
      });
      expect(
        loadConfig({ ...production, DEMO_PROVIDERS: 'allow', SEED_DEMO_DATA: 'true' }).seedDemoData,
      ).toBe(true);
      expect(() => loadConfig({ ...production, DEMO_PROVIDERS: 'yes' })).toThrow(/DEMO_PROVIDERS/);
    });

    const aliyun = {
      ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tExample',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: 'Tifo',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_100001',
      ALIYUN_SMS_NOTICE_TEMPLATE_CODE: 'SMS_100002',
    };
    const twilio = {
      TWILIO_ACCOUNT_SID: 'ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_MESSAGING_SERVICE_SID: 'MGXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
    };

    it('starts production on real SMS providers; DEMO_PROVIDERS=allow then only covers payments', () => {
      const real = { ...production, SMS_ROUTES: '86:aliyun,*:twilio', ...aliyun, ...twilio };
      let caught: unknown;
      try {
        loadConfig(real);
      } catch (error) {
        caught = error;
      }
      // Payments are still demo-only: the sandbox alone is refused.
      expect((caught as ConfigError).problems.map((problem) => problem.split(':')[0])).toEqual([
        'PAYMENT_PROVIDERS',
      ]);
      const config = loadConfig({ ...real, DEMO_PROVIDERS: 'allow' });
      expect(config.demo).toEqual({
        smsOutbox: 'off',
        sandboxCheckout: 'operators',
        providersInProduction: true,
      });
      expect(config.sms).toMatchObject({
        routes: [
          { countryCode: 86, provider: 'aliyun' },
          { countryCode: '*', provider: 'twilio' },
        ],
        aliyun: { endpoint: 'https://dysmsapi.aliyuncs.com', templateCode: 'SMS_100001' },
        tencent: undefined,
        twilio: { apiUrl: 'https://api.twilio.com', from: undefined },
      });
    });

    const vnpay = {
      VNPAY_TMN_CODE: 'TIFO0001',
      VNPAY_HASH_SECRET: 'secret',
      VNPAY_PAYMENT_URL: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
      VNPAY_API_URL: 'https://sandbox.vnpayment.vn/merchant_webapi/api/transaction',
    };

    it('starts production on real payment providers too: withdrawals on, no demo anything', () => {
      const config = loadConfig({
        ...production,
        SMS_ROUTES: '86:aliyun,*:twilio',
        ...aliyun,
        ...twilio,
        PAYMENT_PROVIDERS: 'vnpay',
        ...vnpay,
      });
      expect(config.demo).toEqual({
        smsOutbox: 'off',
        sandboxCheckout: 'off',
        providersInProduction: false,
      });
      expect(config.money.withdrawalsEnabled).toBe(true);
      expect(config.money.payments).toMatchObject({
        providers: ['vnpay'],
        alipay: undefined,
        vnpay: { tmnCode: 'TIFO0001', serverIp: '127.0.0.1' },
      });
      // The sandbox beside a real provider is still a demo convenience in production.
      expect(() =>
        loadConfig({
          ...production,
          SMS_PROVIDER: 'twilio',
          ...twilio,
          PAYMENT_PROVIDERS: 'vnpay,sandbox',
          ...vnpay,
        }),
      ).toThrow(/PAYMENT_PROVIDERS: production needs real payment providers/);
    });

    it('names the missing settings of every payment provider, and refuses bad lists', () => {
      let caught: unknown;
      try {
        loadConfig({ PAYMENT_PROVIDERS: 'alipay,wechat,vnpay', ALIPAY_APP_ID: '2021' });
      } catch (error) {
        caught = error;
      }
      expect((caught as ConfigError).problems.map((problem) => problem.split(':')[0])).toEqual([
        'ALIPAY_PRIVATE_KEY',
        'ALIPAY_PUBLIC_KEY',
        'WECHAT_PAY_MCH_ID',
        'WECHAT_PAY_APP_ID',
        'WECHAT_PAY_SERIAL_NO',
        'WECHAT_PAY_PRIVATE_KEY',
        'WECHAT_PAY_API_V3_KEY',
        'WECHAT_PAY_PUBLIC_KEY',
        'WECHAT_PAY_PUBLIC_KEY_ID',
        'VNPAY_TMN_CODE',
        'VNPAY_HASH_SECRET',
        'VNPAY_PAYMENT_URL',
        'VNPAY_API_URL',
        'PUBLIC_URL',
      ]);
      for (const list of ['paypal', 'vnpay,vnpay', ',']) {
        expect(() => loadConfig({ PAYMENT_PROVIDERS: list })).toThrow(/PAYMENT_PROVIDERS/);
      }
      expect(() => loadConfig({ WECHAT_PAY_API_V3_KEY: 'short' })).toThrow(/32-character/);
    });

    it('names the missing settings of every SMS provider a route uses', () => {
      let caught: unknown;
      try {
        loadConfig({ SMS_ROUTES: '86:tencent,84:twilio', SMS_PROVIDER: 'aliyun', ...aliyun });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ConfigError);
      expect((caught as ConfigError).problems).toEqual([
        'TENCENT_SMS_SECRET_ID: must be set when SMS_PROVIDER or SMS_ROUTES uses tencent',
        'TENCENT_SMS_SECRET_KEY: must be set when SMS_PROVIDER or SMS_ROUTES uses tencent',
        'TENCENT_SMS_SDK_APP_ID: must be set when SMS_PROVIDER or SMS_ROUTES uses tencent',
        'TENCENT_SMS_SIGN_NAME: must be set when SMS_PROVIDER or SMS_ROUTES uses tencent',
        'TENCENT_SMS_TEMPLATE_ID: must be set when SMS_PROVIDER or SMS_ROUTES uses tencent',
        'TENCENT_SMS_NOTICE_TEMPLATE_ID: must be set when SMS_PROVIDER or SMS_ROUTES uses tencent',
        'TWILIO_ACCOUNT_SID: must be set when SMS_PROVIDER or SMS_ROUTES uses twilio',
        'TWILIO_AUTH_TOKEN: must be set when SMS_PROVIDER or SMS_ROUTES uses twilio',
        'TWILIO_MESSAGING_SERVICE_SID: set it (or TWILIO_FROM) when SMS_PROVIDER or SMS_ROUTES uses twilio',
      ]);
      // A `*` route replaces SMS_PROVIDER, whose settings are then not needed.
      expect(
        loadConfig({ SMS_ROUTES: '*:twilio', SMS_PROVIDER: 'tencent', ...twilio }).sms.tencent,
      ).toBe(undefined);
      expect(() => loadConfig({ SMS_PROVIDER: 'nexmo' })).toThrow(
        /SMS_PROVIDER: must be one of outbox, aliyun, tencent, twilio/,
      );
      expect(() => loadConfig({ SMS_ROUTES: '86=aliyun' })).toThrow(/SMS_ROUTES: must list/);
      expect(() => loadConfig({ SMS_ROUTES: '86:aliyun,86:twilio', ...aliyun, ...twilio })).toThrow(
        /SMS_ROUTES: names 86 twice/,
      );
      expect(() => loadConfig({ SMS_PROVIDER: 'twilio', ...twilio, TWILIO_FROM: '0912' })).toThrow(
        /TWILIO_FROM: must be a number in international format/,
      );
      expect(loadConfig({}).sms).toEqual({
        provider: 'outbox',
        routes: [],
        aliyun: undefined,
        tencent: undefined,
        twilio: undefined,
      });
    });

    it('trusts a number of proxies or their addresses, never every X-Forwarded-For', () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
      expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual([
        '10.0.0.0/8',
        '127.0.0.1',
        '::1',
      ]);
      expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*true would trust/);
      expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
      expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY/);
    });
  });
});
