import type { Language } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/common.json';
import vi from '../../locales/vi/common.json';
import zh from '../../locales/zh/common.json';
import { messageTimeLabel, needsTimeLabel } from './message-time';

const WORDS = { zh: zh.messageTime, en: en.messageTime, vi: vi.messageTime };
const ZONE = 'Asia/Shanghai';
// Sunday 2026-11-22 10:00 in China.
const NOW = Date.parse('2026-11-22T10:00:00+08:00');
const at = (local: string) => Date.parse(`${local}+08:00`);
const label = (time: number, language: Language) =>
  messageTimeLabel(time, NOW, language, WORDS[language], ZONE);

describe('message time labels', () => {
  it('say "just now" under one minute, then the time', () => {
    expect(label(NOW, 'zh')).toBe('刚刚');
    expect(label(NOW - 59_999, 'en')).toBe('Just now');
    expect(label(NOW - 59_999, 'vi')).toBe('Vừa xong');
    expect(label(NOW - 60_000, 'zh')).toBe('09:59');
    expect(label(at('2026-11-22T00:00:00'), 'en')).toBe('00:00');
  });

  it('say yesterday and the day before by calendar day, not by 24 hours', () => {
    expect(label(at('2026-11-21T23:59:00'), 'zh')).toBe('昨天 23:59');
    expect(label(at('2026-11-21T00:00:00'), 'en')).toBe('Yesterday 00:00');
    expect(label(at('2026-11-20T23:59:00'), 'vi')).toBe('Hôm kia 23:59');
    expect(label(at('2026-11-20T00:01:00'), 'zh')).toBe('前天 00:01');
    expect(label(at('2026-11-20T08:00:00'), 'en')).toBe('The day before yesterday 08:00');
  });

  it('give the weekday within 168 hours, then the date', () => {
    expect(label(at('2026-11-19T12:00:00'), 'zh')).toBe('星期四 12:00');
    expect(label(at('2026-11-19T12:00:00'), 'en')).toBe('Thursday 12:00');
    expect(label(at('2026-11-19T12:00:00'), 'vi')).toBe('Thứ Năm 12:00');
    // 168 hours back exactly is a date, a minute less is still a weekday.
    expect(label(NOW - 168 * 3_600_000 + 60_000, 'en')).toBe('Sunday 10:01');
    expect(label(NOW - 168 * 3_600_000, 'zh')).toBe('2026/11/15 10:00');
    expect(label(at('2026-10-01T20:30:00'), 'en')).toBe('10/01/2026 20:30');
    expect(label(at('2026-10-01T20:30:00'), 'vi')).toBe('01/10/2026 20:30');
  });

  it('show a label for the first message and after a 120 s gap', () => {
    expect(needsTimeLabel(null, NOW)).toBe(true);
    expect(needsTimeLabel(NOW - 119_999, NOW)).toBe(false);
    expect(needsTimeLabel(NOW - 120_000, NOW)).toBe(true);
  });
});
