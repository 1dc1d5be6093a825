import { PUSH_LIMITS, type Language } from '@tifo/contract';
import { AppError } from '../../../platform/http/app-error';
import { pushEndpointAllowed } from './endpoint-policy';
import type { PushRepository } from './push.repository';
import type { VapidKeys } from './vapid-keys';

export interface PushServiceDeps {
  /** null where push is off (production without a key pair, see docs/configuration.md). */
  keys: VapidKeys | null;
  production: boolean;
  /** Push service hosts an operator allows besides the browsers' own (PUSH_ENDPOINT_HOSTS). */
  extraHosts: readonly string[];
}

/** Devices that take web pushes: one subscription per browser, kept per member. */
export class PushService {
  constructor(
    private readonly repository: PushRepository,
    private readonly deps: PushServiceDeps,
  ) {}

  config(): { enabled: boolean; public_key: string } {
    return { enabled: this.deps.keys !== null, public_key: this.deps.keys?.publicKey ?? '' };
  }

  async subscribe(
    userId: number,
    subscription: { endpoint: string; keys: { p256dh: string; auth: string }; language: Language },
  ): Promise<{ devices: number }> {
    if (!this.deps.keys) throw new AppError('push.disabled', { httpStatus: 503 });
    if (
      !pushEndpointAllowed(subscription.endpoint, {
        production: this.deps.production,
        extraHosts: this.deps.extraHosts,
      })
    ) {
      throw new AppError('push.endpointRefused');
    }
    await this.repository.save({
      userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      language: subscription.language,
    });
    await this.repository.trim(userId, PUSH_LIMITS.devicesMax);
    return { devices: await this.repository.devices(userId) };
  }

  async unsubscribe(userId: number, endpoint: string): Promise<{ devices: number }> {
    await this.repository.removeEndpoint(userId, endpoint);
    return { devices: await this.repository.devices(userId) };
  }
}
