import { describe, expect, it } from 'vitest';
import { GroupCommit, type BatchOutcome } from './group-commit';

/** A writer whose batches finish when the test says so. */
function heldWriter() {
  const batches: number[][] = [];
  const releases: Array<() => void> = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const write = async (items: number[]): Promise<BatchOutcome<number>[]> => {
    batches.push(items);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise<void>((resolve) => releases.push(resolve));
    inFlight -= 1;
    return items.map((item) =>
      item < 0
        ? { ok: false, error: new Error(`refused ${item}`) }
        : { ok: true, value: item * 10 },
    );
  };
  const releaseAll = async () => {
    while (releases.length > 0) {
      releases.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { write, batches, releases, releaseAll, mostInFlight: () => mostInFlight };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('GroupCommit', () => {
  it('writes a lone item at once, alone', async () => {
    const writer = heldWriter();
    const commit = new GroupCommit({ write: writer.write, maxBatch: 10, concurrency: 1 });
    const answer = commit.submit(4);
    await tick();
    expect(writer.batches).toEqual([[4]]);
    await writer.releaseAll();
    await expect(answer).resolves.toBe(40);
  });

  it('puts what arrives during a write into the next batch, answering each item its own', async () => {
    const writer = heldWriter();
    const commit = new GroupCommit({ write: writer.write, maxBatch: 10, concurrency: 1 });
    const first = commit.submit(1);
    await tick();
    const later = [commit.submit(2), commit.submit(-3), commit.submit(4)];
    await tick();
    expect(writer.batches).toEqual([[1]]);
    expect(commit.backlog).toBe(3);
    // Watched before the write ends, so the refusal is never an unhandled rejection.
    const refusal = expect(later[1]).rejects.toThrow('refused -3');
    await writer.releaseAll();
    expect(writer.batches).toEqual([[1], [2, -3, 4]]);
    await expect(first).resolves.toBe(10);
    await expect(later[0]).resolves.toBe(20);
    await refusal;
    await expect(later[2]).resolves.toBe(40);
  });

  it('keeps to the batch size and the number of batches written at once', async () => {
    const writer = heldWriter();
    const commit = new GroupCommit({ write: writer.write, maxBatch: 2, concurrency: 2 });
    const answers = [1, 2, 3, 4, 5, 6, 7].map((item) => commit.submit(item));
    await tick();
    expect(writer.batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
    await writer.releaseAll();
    await Promise.all(answers);
    expect(writer.batches).toEqual([[1, 2], [3, 4], [5, 6], [7]]);
    expect(writer.mostInFlight()).toBe(2);
  });

  it('rejects every item of a batch whose write fails, and goes on with the next', async () => {
    let calls = 0;
    const commit = new GroupCommit<number, number>({
      maxBatch: 10,
      concurrency: 1,
      write: async (items) => {
        calls += 1;
        if (calls === 1) throw new Error('database gone');
        return items.map((item) => ({ ok: true, value: item }));
      },
    });
    const failed = [commit.submit(1), commit.submit(2)];
    await Promise.all(failed.map((answer) => expect(answer).rejects.toThrow('database gone')));
    await expect(commit.submit(3)).resolves.toBe(3);
  });

  it('refuses a writer that answers for a different number of items', async () => {
    const commit = new GroupCommit<number, number>({
      maxBatch: 10,
      concurrency: 1,
      write: async () => [],
    });
    await expect(commit.submit(1)).rejects.toThrow('a batch of 1 answered 0 outcomes');
  });
});
