/// <reference types="node" />
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EMOJI_PATH, EMOJI_TABLE, splitEmojiText } from './emoji';

// The web app serves the images; the table lives here, so this is where a missing file shows.
const EMOJI_FOLDER = fileURLToPath(new URL('../../../apps/web/public/emoji/', import.meta.url));

const emoji = (code: string, file: string) => ({
  kind: 'emoji',
  code,
  src: `${EMOJI_PATH}${file}`,
});

describe('emoji table', () => {
  it('has the 142 codes of the classic set, each once, in its order', () => {
    const codes = EMOJI_TABLE.map((entry) => entry.code);
    expect(codes).toHaveLength(142);
    expect(new Set(codes).size).toBe(142);
    expect(codes[0]).toBe('[NO]');
    expect(codes[49]).toBe('[微笑]');
    expect(codes[141]).toBe('[龇牙]');
    for (const code of codes) expect(code).toMatch(/^\[[^[\]]+\]$/);
  });

  it('names Twemoji files', () => {
    for (const { code, file } of EMOJI_TABLE) expect(file, code).toMatch(/^[0-9a-f-]+\.svg$/);
  });

  it('ships every image in the web app', () => {
    for (const { code, file } of EMOJI_TABLE) {
      expect(existsSync(EMOJI_FOLDER + file), `${code} → ${file}`).toBe(true);
    }
  });
});

describe('splitEmojiText', () => {
  it('keeps text without codes as one part, and nothing for an empty message', () => {
    expect(splitEmojiText('hello world')).toEqual([{ kind: 'text', text: 'hello world' }]);
    expect(splitEmojiText('')).toEqual([]);
  });

  it('finds codes at the start, in the middle and at the end', () => {
    expect(splitEmojiText('[微笑]好球[OK]')).toEqual([
      emoji('[微笑]', '1f642.svg'),
      { kind: 'text', text: '好球' },
      emoji('[OK]', '1f44c.svg'),
    ]);
  });

  it('splits adjacent codes', () => {
    expect(splitEmojiText('[篮球][足球][皮球]')).toEqual([
      emoji('[篮球]', '1f3c0.svg'),
      { kind: 'text', text: '[足球]' },
      emoji('[皮球]', '26bd.svg'),
    ]);
    expect(splitEmojiText('[强][强]')).toEqual([
      emoji('[强]', '1f44d.svg'),
      emoji('[强]', '1f44d.svg'),
    ]);
  });

  it('leaves unknown bracketed text in the surrounding text', () => {
    expect(splitEmojiText('a [微 笑] b [] c [ok]')).toEqual([
      { kind: 'text', text: 'a [微 笑] b [] c [ok]' },
    ]);
    expect(splitEmojiText('x[unknown][便便]y')).toEqual([
      { kind: 'text', text: 'x[unknown]' },
      emoji('[便便]', '1f4a9.svg'),
      { kind: 'text', text: 'y' },
    ]);
  });

  it('finds a code inside extra brackets', () => {
    expect(splitEmojiText('[[微笑]]')).toEqual([
      { kind: 'text', text: '[' },
      emoji('[微笑]', '1f642.svg'),
      { kind: 'text', text: ']' },
    ]);
  });

  it('keeps markup as plain text', () => {
    expect(splitEmojiText('<img src=x onerror=alert(1)>[NO]')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)>' },
      emoji('[NO]', '1f645.svg'),
    ]);
  });
});
