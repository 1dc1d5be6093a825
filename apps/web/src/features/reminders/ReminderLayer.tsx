import type { Language, MatchReminderData } from '@tifo/contract';
import { useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { pageLanguage } from '../../shared/format/locale';
import { useLazyTranslation } from '../../shared/i18n/lazy-namespaces';
import { dismissReminder, useReminders, type Reminder } from './reminder-queue';

/** A reminder the fan asked for stays long enough to be seen on coming back to the tab. */
export const REMINDER_MS = 60_000;

function teamNames(data: MatchReminderData, language: Language): { home: string; away: string } {
  switch (language) {
    case 'zh':
      return { home: data.home_team_name_zh, away: data.away_team_name_zh };
    case 'vi':
      return { home: data.home_team_name_vi, away: data.away_team_name_vi };
    case 'en':
      return { home: data.home_team_name, away: data.away_team_name };
  }
}

function ReminderCard({ reminder }: { reminder: Reminder }) {
  const { t, i18n } = useTranslation('reservations');
  const language = pageLanguage(i18n.language);
  const { id } = reminder;
  useEffect(() => {
    const timer = setTimeout(() => dismissReminder(id), REMINDER_MS);
    return () => clearTimeout(timer);
  }, [id]);

  let link;
  if (reminder.kind === 'broadcast') {
    const { data } = reminder;
    link = (
      <Link
        to={`/live?id=${data.room_id}`}
        data-testid="broadcast-reminder"
        data-plan-id={data.plan_id}
        onClick={() => dismissReminder(id)}
        className="min-w-0 flex-1 break-words hover:underline"
      >
        {t('reminder.broadcast', {
          name: data.anchor_nickname,
          title: data.title,
          match: data.match_label[language],
        })}
      </Link>
    );
  } else {
    const { data } = reminder;
    link = (
      <Link
        to={`/score-detail?id=${encodeURIComponent(data.match_id)}`}
        data-testid="match-reminder"
        data-match-id={data.match_id}
        onClick={() => dismissReminder(id)}
        className="min-w-0 flex-1 break-words hover:underline"
      >
        {t('reminder.match', { ...teamNames(data, language), count: data.minutes_before })}
      </Link>
    );
  }

  return (
    <li className="pointer-events-auto flex items-start gap-2 rounded-xl bg-white p-3 text-sm text-slate-900 shadow-xl ring-2 ring-brand-500">
      <span aria-hidden="true" className="mt-1 size-2 shrink-0 rounded-full bg-red-600" />
      {link}
      <button
        type="button"
        aria-label={t('reminder.dismiss')}
        onClick={() => dismissReminder(id)}
        className="shrink-0 rounded px-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/**
 * Reminders of what the member reserved, on whatever page is open: a card per reminder linking
 * to the room or the match, gone after a minute or when dismissed. Loaded with the first one.
 */
export function ReminderLayer() {
  const { t, ready } = useLazyTranslation('reservations');
  const reminders = useReminders();
  if (!ready) return null;
  return (
    <ul
      aria-live="polite"
      aria-label={t('reminder.label')}
      className="pointer-events-none fixed inset-x-4 bottom-4 z-[70] flex flex-col gap-2 sm:right-auto sm:w-80"
      data-testid="reminders"
    >
      {reminders.map((reminder) => (
        <ReminderCard key={reminder.id} reminder={reminder} />
      ))}
    </ul>
  );
}
