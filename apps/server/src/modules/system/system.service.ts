import {
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  type Health,
  type ScoreFeedHealth,
  type SystemConfig,
} from '@tifo/contract';
import QRCode from 'qrcode';
import type { SystemRepository } from './system.repository';

export interface SystemServiceDeps {
  settings: {
    publicUrl: string | undefined;
    analyticsScriptUrl: string | undefined;
    androidDownloadUrl: string | undefined;
    smsOutboxApi: boolean;
  };
  version: string;
  startedAt: number;
  probes: {
    database: { driver: 'pglite' | 'postgres'; ping(): Promise<number> };
    bus: { driver: 'memory' | 'redis'; isUp(): boolean };
    liveDataClients(): number;
    /** Set once the score feed is installed (after this module). */
    scoreFeed?: () => readonly ScoreFeedHealth[];
  };
  now?: () => number;
}

const HEALTH_PING_TIMEOUT_MS = 2_000;
/** Every page load asks for the settings; operators' edits may take this long to show. */
const SETTINGS_CACHE_MS = 10_000;

export class SystemService {
  private readonly qrCache = new Map<string, Promise<string>>();
  private stored: { at: number; settings: Promise<Map<string, unknown>> } | null = null;

  constructor(
    private readonly repository: SystemRepository,
    private readonly deps: SystemServiceDeps,
  ) {}

  /** System settings for the client; `origin` is where this request reached us. */
  async getConfig(origin: string): Promise<SystemConfig> {
    const stored = await this.storedSettings();
    const base = this.deps.settings.publicUrl ?? origin;
    const downloadUrl = this.deps.settings.androidDownloadUrl ?? `${base}/downLoad`;
    return {
      site_name: stringSetting(stored.get('site_name')) || 'Tifo',
      android_qr_code: await this.qrCode(downloadUrl),
      android_download_url: downloadUrl,
      CountryCode: [...COUNTRY_CODES],
      default_country_code: DEFAULT_COUNTRY_CODE,
      socket_url: '/ws',
      im_url: '/im',
      demo_sms_outbox: this.deps.settings.smsOutboxApi,
      // The environment wins over the database so an operator can switch analytics off at once.
      analytics_script_url:
        this.deps.settings.analyticsScriptUrl ?? stringSetting(stored.get('analytics_script_url')),
    };
  }

  private storedSettings(): Promise<Map<string, unknown>> {
    const now = this.deps.now?.() ?? Date.now();
    if (!this.stored || now - this.stored.at > SETTINGS_CACHE_MS) {
      const settings = this.repository.readSettings();
      this.stored = { at: now, settings };
      // A failed read must not be cached.
      settings.catch(() => {
        if (this.stored?.settings === settings) this.stored = null;
      });
    }
    return this.stored.settings;
  }

  /** The score feed is installed after this module; it reports its polling from then on. */
  attachScoreFeed(health: () => readonly ScoreFeedHealth[]): void {
    this.deps.probes.scoreFeed = health;
  }

  async health(): Promise<Health> {
    const { database, bus } = this.deps.probes;
    const latency = await withTimeout(database.ping(), HEALTH_PING_TIMEOUT_MS).catch(() => null);
    const busUp = bus.isUp();
    const now = this.deps.now?.() ?? Date.now();
    return {
      status: latency !== null && busUp ? 'ok' : 'degraded',
      version: this.deps.version,
      uptime_seconds: Math.round((now - this.deps.startedAt) / 1000),
      database: {
        status: latency === null ? 'down' : 'up',
        driver: database.driver,
        latency_ms: latency,
      },
      bus: { status: busUp ? 'up' : 'down', driver: bus.driver },
      sockets: { live_data_clients: this.deps.probes.liveDataClients() },
      score_feeds: [...(this.deps.probes.scoreFeed?.() ?? [])],
    };
  }

  private qrCode(url: string): Promise<string> {
    let cached = this.qrCache.get(url);
    if (!cached) {
      if (this.qrCache.size > 16) this.qrCache.clear();
      cached = QRCode.toString(url, { type: 'svg', margin: 1, width: 160 }).then(
        (svg) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      );
      this.qrCache.set(url, cached);
    }
    return cached;
  }
}

function stringSetting(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
