import { createHash, randomBytes } from 'node:crypto';
import { QR_LOGIN_TTL_SECONDS } from '@tifo/contract';
import QRCode from 'qrcode';
import { AppError } from '../../platform/http/app-error';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { LiveDataHub } from '../../realtime/live-data-hub';
import type { AccountsRepository } from './accounts.repository';
import type { AccountsService, ClientMeta, Login } from './accounts.service';
import type { QrLoginRepository } from './qr-login.repository';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** QR codes one client address may ask for per minute (a page refreshes one every 120 s). */
export const QR_CREATE_LIMIT = { limit: 30, windowMs: 60_000 } as const;

export interface QrLoginServiceDeps {
  accounts: AccountsService;
  accountsRepository: AccountsRepository;
  liveData: LiveDataHub;
  rateLimiter: RateLimiter;
  now?: () => number;
}

/**
 * QR login (spec §4): the waiting page holds a code and a secret cookie; a logged-in phone
 * scans and confirms; the socket tells the page, which trades code + cookie for a session.
 * Knowing the code (anyone can read a QR over a shoulder) is not enough to log in.
 */
export class QrLoginService {
  constructor(
    private readonly repository: QrLoginRepository,
    private readonly deps: QrLoginServiceDeps,
  ) {}

  private now(): Date {
    return new Date(this.deps.now?.() ?? Date.now());
  }

  async create(
    siteOrigin: string,
    clientAddress: string,
  ): Promise<{ code: string; secret: string; img: string; url: string; expires_in: number }> {
    const allowed = await this.deps.rateLimiter.hit(`qr-create:${clientAddress}`, QR_CREATE_LIMIT);
    if (!allowed.allowed) {
      throw new AppError('request.rateLimited', {
        httpStatus: 429,
        params: { seconds: Math.ceil(allowed.retryAfterMs / 1000) },
      });
    }
    const code = randomBytes(18).toString('base64url');
    const secret = randomBytes(32).toString('base64url');
    await this.repository.insert({
      code,
      secretHash: sha256(secret),
      expiresAt: new Date(this.now().getTime() + QR_LOGIN_TTL_SECONDS * 1000),
    });
    const url = `${siteOrigin}/qr-login?code=${code}`;
    const svg = await QRCode.toString(url, { type: 'svg', margin: 1, width: 180 });
    return {
      code,
      secret,
      url,
      img: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      expires_in: QR_LOGIN_TTL_SECONDS,
    };
  }

  async scan(code: string, userId: number): Promise<{ expires_in: number }> {
    // Scanning again from the same phone is fine; another phone cannot take over a scanned code.
    const row =
      (await this.repository.advance(code, ['pending'], 'scanned', this.now(), { userId })) ??
      (await this.repository.advance(code, ['scanned'], 'scanned', this.now(), {
        onlyUserId: userId,
      }));
    if (!row) throw new AppError('qr.expired');
    const user = await this.deps.accountsRepository.findUserById(userId);
    await this.deps.liveData.publish(
      { kind: 'login-code', code },
      {
        code: 200,
        type: 'scan',
        data: { nickname: user?.nickname ?? '', avatar: user?.avatar ?? '' },
      },
    );
    return {
      expires_in: Math.max(0, Math.round((row.expiresAt.getTime() - this.now().getTime()) / 1000)),
    };
  }

  async confirm(code: string, userId: number): Promise<void> {
    const row = await this.repository.advance(code, ['scanned'], 'confirmed', this.now(), {
      onlyUserId: userId,
    });
    if (!row) throw new AppError('qr.expired');
    await this.deps.liveData.publish(
      { kind: 'login-code', code },
      { code: 200, type: 'webLoginSuccess', data: { code } },
    );
  }

  async complete(code: string, secret: string | undefined, meta: ClientMeta): Promise<Login> {
    if (!secret) throw new AppError('qr.otherBrowser');
    const row = await this.repository.advance(code, ['confirmed'], 'used', this.now(), {
      secretHash: sha256(secret),
    });
    if (!row?.userId) {
      const current = await this.repository.find(code);
      if (current && current.secretHash !== sha256(secret)) throw new AppError('qr.otherBrowser');
      if (
        current &&
        (current.status === 'pending' || current.status === 'scanned') &&
        current.expiresAt > this.now()
      ) {
        throw new AppError('qr.notConfirmed');
      }
      throw new AppError('qr.expired');
    }
    return this.deps.accounts.loginAs(row.userId, meta);
  }
}
