import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BroadcastRecordings } from './broadcast-recordings';

const START = Date.UTC(2026, 10, 28, 12, 0, 0);
const warnings: unknown[] = [];
const logger = { warn: (detail: unknown) => void warnings.push(detail) };

let root = '';
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'tifo-recordings-'));
  warnings.length = 0;
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** A run of the room's stream as ffmpeg leaves it: segments and an event playlist. */
async function recordPart(recordings: BroadcastRecordings, seconds: number[], playlist = true) {
  const dir = await recordings.newPart(7);
  const lines = ['#EXTM3U', '#EXT-X-PLAYLIST-TYPE:EVENT'];
  for (const [index, length] of seconds.entries()) {
    const name = `seg${String(index).padStart(5, '0')}.ts`;
    await writeFile(path.join(dir, name), 'ts');
    lines.push(`#EXTINF:${length},`, name);
  }
  if (playlist) await writeFile(path.join(dir, 'index.m3u8'), lines.join('\n'));
}

describe('broadcast recordings', () => {
  it('hands a broadcast its parts in order, in a folder of their own', async () => {
    let now = START;
    const recordings = new BroadcastRecordings({ rootDir: root, logger, now: () => now });
    await recordPart(recordings, [4, 4, 1.5]);
    now += 60_000;
    await recordPart(recordings, [], false); // the encoder connected, nothing came
    now += 1_000;
    await recordPart(recordings, [4, 2]);

    const recording = await recordings.claim(7, 31, START);
    expect(recording?.dir).toBe(path.join(root, 'broadcasts', '31'));
    expect(recording?.seconds).toBeCloseTo(15.5);
    expect(recording?.parts.map((part) => [part.name, part.startedAt, part.seconds])).toEqual([
      ['part0', START, 9.5],
      ['part2', START + 61_000, 6],
    ]);
    expect(recording?.parts[1]?.segments[0]?.uri).toBe('part2/seg00000.ts');
    expect(await readdir(path.join(root, 'rooms', '7'))).toEqual([]);
    // Claimed once: a second claim finds nothing.
    expect(await recordings.claim(7, 32, START)).toBeNull();
  });

  it('deletes parts left from before the broadcast and answers null without parts', async () => {
    let now = START - 3_600_000;
    const recordings = new BroadcastRecordings({ rootDir: root, logger, now: () => now });
    await recordPart(recordings, [4]);
    now = START;
    expect(await recordings.claim(7, 40, START)).toBeNull();
    expect(await readdir(path.join(root, 'rooms', '7'))).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(await readdir(path.join(root, 'broadcasts'))).toEqual([]);
    expect(await recordings.claim(8, 41, START)).toBeNull();
  });

  it('keeps only segment names it wrote (a playlist never points outside its folder)', async () => {
    const recordings = new BroadcastRecordings({ rootDir: root, logger, now: () => START });
    const dir = await recordings.newPart(7);
    await mkdir(dir, { recursive: true });
    await writeFile(
      path.join(dir, 'index.m3u8'),
      ['#EXTINF:4,', '../../../etc/passwd', '#EXTINF:4,', 'seg00000.ts'].join('\n'),
    );
    const recording = await recordings.claim(7, 50, START);
    expect(recording?.parts[0]?.segments).toEqual([{ uri: 'part0/seg00000.ts', seconds: 4 }]);
  });
});
