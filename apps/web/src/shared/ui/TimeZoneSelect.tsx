import { SITE_TIME_ZONE } from '@tifo/contract';
import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { write } from '../storage';
import { useStoredValue } from '../use-stored-value';
import { pageLanguage } from '../format/locale';
import { deviceTimeZone, zoneOffsetName } from '../format/time-zone';

/** Zones fans of the site live in, offered first; the device's own is always offered too. */
const COMMON_TIME_ZONES = [
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Ho_Chi_Minh',
  'Asia/Bangkok',
  'Asia/Singapore',
  'Asia/Jakarta',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Asia/Kolkata',
  'Asia/Dubai',
  'Europe/London',
  'Europe/Paris',
  'Europe/Moscow',
  'America/New_York',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Australia/Sydney',
  'UTC',
];

/** The zone times are shown in: the device's (the default) or one the viewer picks. */
export function TimeZoneSelect({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const language = pageLanguage(i18n.language);
  const chosen = useStoredValue('timeZone');
  const device = deviceTimeZone();
  const id = useId();
  const zones = [...new Set([device, ...COMMON_TIME_ZONES, ...(chosen ? [chosen] : [])])];
  const label = (zone: string) =>
    `${zone.replaceAll('_', ' ')} (${zoneOffsetName(zone, language)})`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {t('timeZone.label')}
      </label>
      <select
        id={id}
        data-testid="time-zone-select"
        value={chosen ?? ''}
        onChange={(event) => write('timeZone', event.target.value || null)}
        className="w-full rounded border border-slate-300 px-2 py-1.5"
      >
        <option value="">{t('timeZone.device', { zone: label(device) })}</option>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {label(zone)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Says that the days of what is shown (rankings, statements) are China time's, the site's
 * business days, for viewers whose own day starts at another hour.
 */
export function SiteDayNote({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const zone = zoneOffsetName(SITE_TIME_ZONE, pageLanguage(i18n.language));
  return (
    <p data-testid="site-day-note" className={className}>
      {t('timeZone.siteDays', { zone })}
    </p>
  );
}
