import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busKinds, openBusPair } from '../../test-support/targets';
import type { Bus } from './bus';

/** Resolves with the next message a handler receives, or rejects after `ms`. */
function nextMessage(bus: Bus, channel: string, ms = 2_000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no message on ${channel}`)), ms);
    void bus.subscribe(channel, (message) => {
      clearTimeout(timer);
      resolve(message);
    });
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

// One contract, every implementation: code written against the in-process bus must behave the
// same across Redis.
describe.each(busKinds)('bus contract: %s', (kind) => {
  let a: Bus;
  let b: Bus;
  beforeAll(async () => {
    [a, b] = await openBusPair(kind);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('is up and says which driver it is', () => {
    expect(a.isUp()).toBe(true);
    expect(a.driver).toBe(kind);
  });

  it('delivers a message published on one instance to a subscriber on another', async () => {
    const received = nextMessage(b, 'scores');
    await settle();
    await a.publish('scores', { goal: 1, teams: ['A', 'B'] });
    await expect(received).resolves.toEqual({ goal: 1, teams: ['A', 'B'] });
  });

  it('delivers a copy, never the publisher object', async () => {
    const sent = { nested: { value: 1 } };
    const received = nextMessage(a, 'copies');
    await settle();
    await a.publish('copies', sent);
    const message = await received;
    expect(message).toEqual(sent);
    expect(message).not.toBe(sent);
  });

  it('keeps channels apart and stops after unsubscribe', async () => {
    const seen: unknown[] = [];
    const stop = await b.subscribe('room:1', (message) => seen.push(message));
    const other = await b.subscribe('room:2', (message) => seen.push({ wrong: message }));
    await settle();
    await a.publish('room:1', 'first');
    await settle();
    await stop();
    await settle();
    await a.publish('room:1', 'second');
    await settle();
    await other();
    expect(seen).toEqual(['first']);
  });

  it('fans one message out to every subscriber', async () => {
    const seen: string[] = [];
    const stops = await Promise.all([
      a.subscribe('fan', () => seen.push('a1')),
      a.subscribe('fan', () => seen.push('a2')),
      b.subscribe('fan', () => seen.push('b1')),
    ]);
    await settle();
    await b.publish('fan', 1);
    await settle();
    for (const stop of stops) await stop();
    expect(seen.sort()).toEqual(['a1', 'a2', 'b1']);
  });

  it('keeps the order of messages from one publisher', async () => {
    const seen: number[] = [];
    const stop = await b.subscribe('ordered', (message) => seen.push(message as number));
    await settle();
    for (let i = 0; i < 50; i += 1) await a.publish('ordered', i);
    await settle();
    await stop();
    expect(seen).toEqual([...Array(50).keys()]);
  });
});
