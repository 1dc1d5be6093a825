import { liveDataEventSchemas, type LiveDataEventType, type Wallet } from '@tifo/contract';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AccountsRepository } from '../modules/accounts/accounts.repository';
import type { AccountsService } from '../modules/accounts/accounts.service';
import type { QrLoginRepository } from '../modules/accounts/qr-login.repository';
import { QrLoginService } from '../modules/accounts/qr-login.service';
import type { LedgerService } from '../modules/money/ledger/ledger.service';
import { WalletNotifier } from '../modules/money/wallet-notifier';
import type { RateLimiter } from '../platform/rate-limit/rate-limiter';
import { BusChannel } from '../platform/bus/bus';
import { MemoryBus } from '../platform/bus/memory-bus';
import { LiveDataHub } from './live-data-hub';

/**
 * Compiled, never run: `publish` takes only the contract's `data` for an event's `type`.
 * `tsc -p apps/server` fails if a wrong payload stops failing.
 */
export function publishTypeChecks(hub: LiveDataHub): void {
  void hub.publish(
    { kind: 'room', roomId: 1 },
    // @ts-expect-error a gift's data needs the gift, its count, total and sender
    { code: 200, type: 'gift', data: { room_id: 1, gift_id: 2 } },
  );
  void hub.publish(
    { kind: 'user', userId: 1 },
    // @ts-expect-error `webLoginSuccess` carries the login code, not a wallet
    { code: 200, type: 'webLoginSuccess', data: { reason: 'recharge' } },
  );
  hub.sendLocal(
    { kind: 'room', roomId: 1 },
    { code: 200, type: 'roomOnline', data: { room_id: 1, online: 3 } },
  );
}

/** A hub on an in-process bus, and every message its `publish` put on the bus. */
async function capturingHub() {
  const bus = new MemoryBus();
  const published: { message: { code: number; type?: LiveDataEventType; data: unknown } }[] = [];
  await bus.subscribe(BusChannel.liveData, (payload) => published.push(payload as never));
  const hub = new LiveDataHub({ bus, logger: {} as FastifyBaseLogger });
  // The bus delivers after the publisher continues.
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { bus, hub, published, settled };
}

describe('liveDataEventSchemas parse what the server publishes', () => {
  it('QR login: scan and webLoginSuccess', async () => {
    const { bus, hub, published, settled } = await capturingHub();
    const expiresAt = new Date(Date.now() + 60_000);
    const repository = {
      advance: () => Promise.resolve({ expiresAt }),
    } as unknown as QrLoginRepository;
    const service = new QrLoginService(repository, {
      accounts: {} as AccountsService,
      accountsRepository: {
        findUserById: () => Promise.resolve({ nickname: '小明', avatar: '/uploads/a.png' }),
      } as unknown as AccountsRepository,
      liveData: hub,
      rateLimiter: {} as RateLimiter,
    });
    await service.scan('code-1', 7);
    await service.confirm('code-1', 7);
    await settled();

    expect(published.map(({ message }) => message.type)).toEqual(['scan', 'webLoginSuccess']);
    for (const { message } of published) {
      const schema = liveDataEventSchemas[message.type as 'scan' | 'webLoginSuccess'];
      expect(schema.safeParse(message.data).success).toBe(true);
    }
    expect(liveDataEventSchemas.scan.safeParse({}).success).toBe(false);
    await bus.close();
  });

  it('walletChanged', async () => {
    const { bus, hub, published, settled } = await capturingHub();
    const wallet: Wallet = {
      diamonds: 12.5,
      withdrawable: 3,
      pending: 0,
      held: 0,
      accumulated: 3,
      gold_coins: 40,
    };
    const notifier = new WalletNotifier({
      ledger: { wallet: () => Promise.resolve(wallet) } as unknown as LedgerService,
      liveData: hub,
      onError: (error) => {
        throw error;
      },
    });
    await notifier.notify(7, 'recharge', 'R123');
    await settled();

    const [push] = published;
    expect(push?.message).toMatchObject({ code: 200, type: 'walletChanged' });
    expect(liveDataEventSchemas.walletChanged.parse(push?.message.data)).toEqual({
      wallet,
      reason: 'recharge',
      order_no: 'R123',
    });
    await bus.close();
  });
});
