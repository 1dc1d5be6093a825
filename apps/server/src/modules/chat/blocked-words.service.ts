import { isStaffRole } from '@tifo/contract';
import { CHAT_LIMITS, foldForMatching, type BlockedWord } from '@tifo/contract';
import { BusChannel, type Bus, type Unsubscribe } from '../../platform/bus/bus';
import { AppError } from '../../platform/http/app-error';
import type { ServerMessageKey } from '../../platform/i18n/server-messages';
import type { ChatRepository } from './chat.repository';

/** What other features need of the list: the check (names, titles, announcements, …). */
export type BlockedWordsCheck = Pick<BlockedWordsService, 'refuseIfBlocked'>;

export interface BlockedWordsServiceDeps {
  bus: Bus;
}

/**
 * The operators' blocked-words list, refused in every chat and every public text (names,
 * titles, announcements). Each instance keeps the list in memory and reloads it when any
 * instance changes it (a bus message), so a send costs no query.
 */
export class BlockedWordsService {
  private words: readonly string[] = [];
  private unsubscribe: Unsubscribe | null = null;

  constructor(
    private readonly repository: ChatRepository,
    private readonly deps: BlockedWordsServiceDeps,
  ) {}

  async start(): Promise<void> {
    this.unsubscribe = await this.deps.bus.subscribe(BusChannel.blockedWordsChanged, () => {
      void this.reload();
    });
    await this.reload();
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
  }

  /**
   * Refuses text containing a blocked word. Both are compared folded (`foldForMatching`: width,
   * case, zero-width characters, soft hyphens and look-alike Cyrillic/Greek letters do not
   * matter), with and without the spaces put between letters ("b a d" is "bad").
   */
  refuseIfBlocked(text: string, messageKey: ServerMessageKey = 'im.blockedWord'): void {
    if (this.words.length === 0 || text.length === 0) return;
    const folded = foldForMatching(text);
    const squeezed = folded.replace(/\s+/gu, '');
    if (
      this.words.some(
        (word) => folded.includes(word) || squeezed.includes(word.replace(/\s+/gu, '')),
      )
    ) {
      throw new AppError(messageKey);
    }
  }

  async list(actorId: number): Promise<{ list: BlockedWord[] }> {
    await this.requireOperator(actorId);
    const rows = await this.repository.blockedWords();
    return {
      list: rows.map((row) => ({
        id: row.id,
        word: row.word,
        created_at: row.createdAt.toISOString(),
      })),
    };
  }

  async add(actorId: number, words: readonly string[]): Promise<{ added: number }> {
    await this.requireOperator(actorId);
    const unique = [...new Set(words)];
    const total = await this.repository.countBlockedWords();
    if (total + unique.length > CHAT_LIMITS.blockedWordsMax) {
      throw new AppError('im.tooManyBlockedWords', {
        params: { max: CHAT_LIMITS.blockedWordsMax },
      });
    }
    const added = await this.repository.addBlockedWords(unique, actorId);
    await this.changed();
    return { added };
  }

  async remove(actorId: number, id: number): Promise<{ removed: boolean }> {
    await this.requireOperator(actorId);
    const removed = await this.repository.removeBlockedWord(id);
    await this.changed();
    return { removed };
  }

  private async changed(): Promise<void> {
    await this.reload();
    await this.deps.bus.publish(BusChannel.blockedWordsChanged, {});
  }

  private async reload(): Promise<void> {
    const rows = await this.repository.blockedWords();
    this.words = rows.map((row) => foldForMatching(row.word)).filter((word) => word.length > 0);
  }

  private async requireOperator(actorId: number): Promise<void> {
    const actor = await this.repository.userBrief(actorId);
    if (!isStaffRole(actor?.role)) {
      throw new AppError('admin.operatorsOnly', { httpStatus: 403 });
    }
  }
}
