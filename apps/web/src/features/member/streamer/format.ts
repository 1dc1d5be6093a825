import { SITE_TIME_ZONE, type Language } from '@tifo/contract';

const LOCALES: Record<Language, string> = { zh: 'zh-CN', en: 'en-GB', vi: 'vi-VN' };

/** A length of time as h:mm:ss (3725 → "1:02:05"); hours grow past 24 rather than wrap. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** Date and time of an instant in the site time zone, in the page language. */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
}

/** The stream key hidden: its length is not given away either. */
export const MASK = '••••••••••••';

/**
 * A push URL with its stream key hidden. When the key does not appear as it is (an encoded
 * URL), everything after the server is hidden, so the secret never shows by accident.
 */
export function maskPushUrl(pushUrl: string, server: string, streamKey: string): string {
  if (streamKey && pushUrl.includes(streamKey)) return pushUrl.split(streamKey).join(MASK);
  if (server && pushUrl.startsWith(server)) return `${server.replace(/\/+$/, '')}/${MASK}`;
  return MASK;
}
