import { describe, expect, it } from 'vitest';
import { shouldHideTopBar } from './top-bar-visibility';

describe('shouldHideTopBar', () => {
  it('hides after more than 60 px on /main, /football and /basketball', () => {
    for (const path of ['/main', '/football', '/basketball', '/Main', '/main/']) {
      expect(shouldHideTopBar(path, 61), path).toBe(true);
      expect(shouldHideTopBar(path, 60), path).toBe(false);
      expect(shouldHideTopBar(path, 0), path).toBe(false);
    }
  });

  it('never hides on other pages', () => {
    for (const path of ['/demo', '/anchor', '/schedule', '/404']) {
      expect(shouldHideTopBar(path, 5000), path).toBe(false);
    }
  });
});
