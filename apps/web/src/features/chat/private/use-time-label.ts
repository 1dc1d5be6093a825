import { isLanguage } from '@tifo/contract';
import { useCallback, useEffect, useState } from 'react';
import { useViewerTimeZone } from '../../../shared/format/time-zone';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { messageTimeLabel } from '../message-time';

/** "Just now" turns into a time after a minute: labels are redrawn this often. */
const REDRAW_MS = 30_000;

/** Labels a message time in the page's language (spec §4 "Message time labels"). */
export function useTimeLabel(): (at: number) => string {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), REDRAW_MS);
    return () => clearInterval(timer);
  }, []);
  const language = isLanguage(i18n.language) ? i18n.language : 'zh';
  // The viewer's zone (their choice, else the device's): "yesterday" is their yesterday.
  const timeZone = useViewerTimeZone();
  const justNow = t('messageTime.justNow');
  const yesterday = t('messageTime.yesterday');
  const dayBeforeYesterday = t('messageTime.dayBeforeYesterday');
  return useCallback(
    // A clock a little behind the server must not put a fresh message in the future.
    (at: number) =>
      messageTimeLabel(
        Math.min(at, now),
        now,
        language,
        { justNow, yesterday, dayBeforeYesterday },
        timeZone,
      ),
    [now, language, justNow, yesterday, dayBeforeYesterday, timeZone],
  );
}
