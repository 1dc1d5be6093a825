import type { Wallet } from '@tifo/contract';
import type { Database } from '../../platform/db/database';

export type BarrageHighlight = 'paid' | 'advert';

/**
 * What a paid or advertising barrage costs (the engagement module provides it). The charge is
 * taken in the same transaction that stores the message, so a refused payment leaves no message
 * and a refused message costs nothing.
 */
export interface BarrageCharges {
  /** Runs `work` in a transaction; a short wallet becomes a clear error. */
  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T>;
  charge(
    tx: Database,
    barrage: { userId: number; roomId: number; messageId: number; kind: BarrageHighlight },
  ): Promise<void>;
  /** Once the message is out: the wallet to show, and for adverts the push to every room. */
  settled(barrage: {
    userId: number;
    roomId: number;
    messageId: number;
    kind: BarrageHighlight;
    text: string;
    nickname: string;
    nobleTier: number | null;
    created: boolean;
  }): Promise<{ wallet: Wallet; free_barrages_left: number | null }>;
}
