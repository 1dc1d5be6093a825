import { foldForMatching } from '@tifo/contract';

/**
 * Names only staff may take, so nobody can pose as the site in chat or on a profile. Compared
 * folded (case, width, look-alike letters) with spaces, punctuation and symbols removed:
 * "Tifo Operator", "ＴＩＦＯ_operator" and "Tifo 官方 ✔" are all taken.
 */
const STAFF_NAMES = [
  'tifo',
  'tifo official',
  'tifo operator',
  'tifo admin',
  'tifo support',
  'tifo team',
  'tifo 官方',
  'tifo 客服',
  'tifo 管理员',
  'official',
  'operator',
  'admin',
  'administrator',
  'moderator',
  'support',
  'system',
  '官方',
  '官方客服',
  '客服',
  '管理员',
  '超级管理员',
  '系统',
  '系统消息',
  '运营',
  'quản trị viên',
  'hỗ trợ',
  'chính thức',
];

const keyOf = (name: string) => foldForMatching(name).replace(/[\s\p{P}\p{S}]+/gu, '');
const RESERVED = new Set(STAFF_NAMES.map(keyOf));

export function isReservedName(name: string): boolean {
  return RESERVED.has(keyOf(name));
}
