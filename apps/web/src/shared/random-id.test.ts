import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubInsecureCrypto } from '../test/insecure-context';
import { randomId } from './random-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomId', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes a v4 UUID from getRandomValues where randomUUID is missing (insecure context)', () => {
    stubInsecureCrypto();
    expect('randomUUID' in crypto).toBe(false);
    for (let i = 0; i < 100; i += 1) expect(randomId()).toMatch(UUID_V4);
  });

  it('never repeats itself without randomUUID', () => {
    stubInsecureCrypto();
    const ids = new Set(Array.from({ length: 10_000 }, () => randomId()));
    expect(ids.size).toBe(10_000);
  });

  it('uses randomUUID where the browser has it', () => {
    const spy = vi.spyOn(crypto, 'randomUUID');
    const id = randomId();
    expect(spy).toHaveBeenCalledOnce();
    expect(id).toMatch(UUID_V4);
    spy.mockRestore();
  });
});
