/** What one item of a batch came to: its own result, or its own error. */
export type BatchOutcome<Result> = { ok: true; value: Result } | { ok: false; error: unknown };

export interface GroupCommitOptions<Item, Result> {
  /** Writes a batch; answers one outcome per item, in the items' order. */
  write: (items: Item[]) => Promise<BatchOutcome<Result>[]>;
  /** The most items one batch takes (the rest wait for the next). */
  maxBatch: number;
  /** Batches written at the same time (each holds a database connection). */
  concurrency: number;
}

interface Waiting<Item, Result> {
  item: Item;
  resolve: (value: Result) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit, as high-throughput ledgers do it: items submitted while earlier batches are being
 * written wait, and go together in the next batch, so a hundred concurrent writers pay for one
 * transaction (one commit, one flush to disk) instead of a hundred. Nothing waits on a timer:
 * under light load a batch holds the one item there is and is written at once; batches grow
 * only when the database is the bottleneck. Each item is still answered on its own.
 */
export class GroupCommit<Item, Result> {
  private readonly waiting: Waiting<Item, Result>[] = [];
  private writing = 0;
  private drainQueued = false;

  constructor(private readonly options: GroupCommitOptions<Item, Result>) {
    if (options.maxBatch < 1 || options.concurrency < 1) {
      throw new Error('a group commit needs a batch size and a concurrency of at least 1');
    }
  }

  submit(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      // Items submitted in the same tick (a burst of answers to one read) share a batch.
      if (!this.drainQueued) {
        this.drainQueued = true;
        queueMicrotask(() => {
          this.drainQueued = false;
          this.drain();
        });
      }
    });
  }

  /** Items waiting for a batch (tests and benchmarks watch it). */
  get backlog(): number {
    return this.waiting.length;
  }

  private drain(): void {
    while (this.writing < this.options.concurrency && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.options.maxBatch);
      this.writing += 1;
      void this.write(batch).finally(() => {
        this.writing -= 1;
        this.drain();
      });
    }
  }

  private async write(batch: Waiting<Item, Result>[]): Promise<void> {
    let outcomes: BatchOutcome<Result>[];
    try {
      outcomes = await this.options.write(batch.map((entry) => entry.item));
      if (outcomes.length !== batch.length) {
        throw new Error(`a batch of ${batch.length} answered ${outcomes.length} outcomes`);
      }
    } catch (error) {
      for (const entry of batch) entry.reject(error);
      return;
    }
    batch.forEach((entry, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) entry.resolve(outcome.value);
      else entry.reject(outcome.error);
    });
  }
}
