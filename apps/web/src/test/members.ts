import type { UserInfo } from '../shared/storage';

/** A logged-in member's stored profile for web tests; override what the test is about. */
export function buildMember(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 5,
    avatar: '',
    user_nickname: 'Member',
    gold: 0,
    userlevel: 1,
    toplevel: 0,
    exp_percent: 0,
    create_time_str: '3',
    is_anchor: 0,
    chatpermission: 0,
    balances: {},
    ...overrides,
  };
}
