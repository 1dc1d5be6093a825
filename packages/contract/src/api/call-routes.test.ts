import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as contract from '../index';
import type { CallRoute } from './call-route';

type Group = Record<string, CallRoute>;

/** The exported groups whose names end in `suffix`, by the name they share (`live`). */
function groups(suffix: 'Calls' | 'Routes'): Map<string, Group> {
  return new Map(
    Object.entries(contract)
      .filter(([name, value]) => name.endsWith(suffix) && typeof value === 'object')
      .map(([name, value]) => [name.slice(0, -suffix.length), value as Group]),
  );
}

describe('call routes', () => {
  const calls = groups('Calls');
  const routes = groups('Routes');

  it('has a routes group for every group of calls, and no other', () => {
    expect(calls.size).toBeGreaterThan(40);
    expect([...routes.keys()].sort()).toEqual([...calls.keys()].sort());
  });

  it.each([...calls.keys()])('%sRoutes has the method and path of each call', (group) => {
    const expected = Object.fromEntries(
      Object.entries(calls.get(group) ?? {}).map(([name, call]) => [
        name,
        { method: call.method, path: call.path },
      ]),
    );
    expect(routes.get(group)).toEqual(expected);
  });

  it('imports calls as types only, so a route never builds a schema', () => {
    const files = readdirSync(import.meta.dirname).filter((file) => file.endsWith('.routes.ts'));
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      const source = readFileSync(`${import.meta.dirname}/${file}`, 'utf8');
      const imports = source.match(/^import .*$/gm) ?? [];
      expect(
        imports.filter((line) => !line.startsWith('import type ')),
        file,
      ).toEqual([]);
    }
  });
});
