import type { LiveDataHub } from '../../realtime/live-data-hub';
import type { LedgerService } from './ledger/ledger.service';

/**
 * Tells a member's open pages that their wallet changed (`walletChanged`), so balances update
 * without a reload: a payment landed, income settled, a withdrawal was reviewed.
 */
export class WalletNotifier {
  constructor(
    private readonly options: {
      ledger: LedgerService;
      liveData: Pick<LiveDataHub, 'publish'>;
      onError: (error: unknown) => void;
    },
  ) {}

  async notify(userId: number, reason: string, orderNo: string | null = null): Promise<void> {
    try {
      const wallet = await this.options.ledger.wallet(userId);
      await this.options.liveData.publish(
        { kind: 'user', userId },
        { code: 200, type: 'walletChanged', data: { wallet, reason, order_no: orderNo } },
      );
    } catch (error) {
      // The money has moved; a missed push only means the page refreshes on its next read.
      this.options.onError(error);
    }
  }
}
