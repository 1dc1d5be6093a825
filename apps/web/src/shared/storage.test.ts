import { describe, expect, it, vi } from 'vitest';
import {
  STORAGE_KEYS,
  addSearchHistory,
  clearSession,
  hasChatPermission,
  read,
  remove,
  subscribe,
  write,
  type UserInfo,
} from './storage';

const user: UserInfo = {
  id: 7,
  avatar: '',
  user_nickname: 'Fan',
  gold: 3,
  userlevel: 2,
  toplevel: 0,
  exp_percent: 40,
  create_time_str: '12',
  is_anchor: 0,
  chatpermission: 1,
  balances: { diamonds: 5 },
};

describe('storage', () => {
  it('returns defaults when nothing is stored', () => {
    expect(read('lang')).toBe('zh');
    expect(read('langIndex')).toBe(0);
    expect(read('userInfo')).toBeNull();
    expect(read('historyList')).toEqual([]);
    expect(read('sidebarStatus')).toBe(true);
    expect(read('gameSettings')).toEqual({ redCard: true, yellowCard: true, voice: true });
    expect(Object.keys(read('scoreDisplayOptions'))).toHaveLength(4);
    for (const key of STORAGE_KEYS) expect(() => read(key)).not.toThrow();
  });

  it('returns the default for bad JSON or a value of the wrong shape', () => {
    localStorage.setItem('userInfo', '{not json');
    expect(read('userInfo')).toBeNull();
    localStorage.setItem('gameSettings', JSON.stringify({ redCard: 'yes' }));
    expect(read('gameSettings')).toEqual({ redCard: true, yellowCard: true, voice: true });
    localStorage.setItem('lang', 'fr');
    expect(read('lang')).toBe('zh');
    localStorage.setItem('historyList', '"text"');
    expect(read('historyList')).toEqual([]);
  });

  it('round-trips values and stores strings as plain text', () => {
    write('lang', 'vi');
    expect(localStorage.getItem('lang')).toBe('vi');
    expect(read('lang')).toBe('vi');
    localStorage.setItem('lang', '"en"');
    expect(read('lang')).toBe('en');
    write('userInfo', user);
    expect(read('userInfo')).toEqual(user);
    write('gameSettings', { redCard: false, yellowCard: true, voice: false });
    expect(read('gameSettings')).toEqual({ redCard: false, yellowCard: true, voice: false });
    remove('userInfo');
    expect(read('userInfo')).toBeNull();
  });

  it('never stores a token', () => {
    write('userInfo', { ...user, token: 'secret' } as UserInfo);
    expect(localStorage.getItem('userInfo')).not.toContain('secret');
  });

  it('rejects invalid writes', () => {
    expect(() => write('langIndex', 7)).toThrow();
  });

  it('keeps search history newest first, without duplicates, at most ten', () => {
    for (let index = 0; index < 12; index += 1) addSearchHistory(`term${index}`);
    addSearchHistory('term5');
    const history = read('historyList');
    expect(history).toHaveLength(10);
    expect(history[0]).toBe('term5');
    expect(history.filter((entry) => entry === 'term5')).toHaveLength(1);
    expect(history).not.toContain('term0');
  });

  it('notifies subscribers and clears the session', () => {
    const listener = vi.fn();
    const unsubscribe = subscribe('userInfo', listener);
    write('userInfo', user);
    write('imTouristAccount', { id: 1, sig: 'x' });
    clearSession();
    expect(read('userInfo')).toBeNull();
    expect(read('imTouristAccount')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('reads chat permission', () => {
    expect(hasChatPermission(null)).toBe(false);
    expect(hasChatPermission({ ...user, chatpermission: 0 })).toBe(false);
    expect(hasChatPermission({ ...user, chatpermission: '0' })).toBe(false);
    expect(hasChatPermission({ ...user, chatpermission: 1 })).toBe(true);
    expect(hasChatPermission({ ...user, chatpermission: true })).toBe(true);
  });

  it('keeps the competition filter per sport and reads a damaged one as "all"', () => {
    write('competitionFilter', { football: ['en.1-2024-25'], basketball: [] });
    expect(read('competitionFilter')).toEqual({ football: ['en.1-2024-25'], basketball: [] });
    localStorage.setItem(
      'competitionFilter',
      JSON.stringify({ football: 'en.1', basketball: [3] }),
    );
    expect(read('competitionFilter')).toEqual({ football: [], basketball: [] });
  });
});
