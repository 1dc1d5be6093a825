import type { Language, MatchSummary, SportName } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LOCALES, pageLanguage } from '../../../shared/format/locale';
import { SelectField } from '../../../shared/ui/Field';
import { addDays, kickoffTime, localName, viewerDate, statusTab } from '../../scores';
import { useMatchOptionsQuery } from '../streamer-api';
import { dateTimeFormat } from '../../../shared/format/intl';

/** "20:00 Arsenal vs Chelsea · Premier League" in the page language. */
function matchLabel(match: MatchSummary, language: Language): string {
  return `${kickoffTime(match.kickoff)} ${localName(match.home, language)} vs ${localName(match.away, language)} · ${localName(match.competition, language)}`;
}

/** "Mon, 24 Nov" for a YYYY-MM-DD site date (a calendar date: no time zone shifts it). */
function dayLabel(date: string, language: Language): string {
  return dateTimeFormat(LOCALES[language].regional, {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** Which matches a picker offers. */
export type MatchChoice =
  /** Anything still to watch: not finished, cancelled or postponed (the room's linked match). */
  | 'watchable'
  /** Only matches that have not kicked off (a planned broadcast). */
  | 'notStarted';

function offered(match: MatchSummary, choice: MatchChoice): boolean {
  if (choice === 'notStarted') return match.status === 'not_started';
  return statusTab(match.status) !== 'finished' && match.status !== 'postponed';
}

/**
 * Pick a match of one sport and one day (today and the `days - 1` days after it, site time).
 * `value` stays listed as `currentLabel` when the chosen day does not show it.
 */
export function MatchPicker({
  value,
  currentLabel,
  initialSport,
  initialDate,
  days,
  choice,
  labels,
  error,
  testId,
  onChange,
}: {
  value: string | null;
  /** The label of the match chosen now ("Home vs Away"), shown even when not listed. */
  currentLabel: string | null;
  initialSport: SportName;
  /** The day to list first (YYYY-MM-DD, site time); today when absent or out of range. */
  initialDate?: string | undefined;
  days: number;
  choice: MatchChoice;
  /** The fieldset's legend, the hint under the list and the "no match" option. */
  labels: { legend: string; hint: string; none: string };
  error?: string | undefined;
  testId: string;
  onChange: (matchId: string | null, match: MatchSummary | null) => void;
}) {
  const { t, i18n } = useTranslation('streamer');
  const { t: tn } = useTranslation('nav');
  const language = pageLanguage(i18n.language);
  const today = viewerDate(new Date());
  const dates = Array.from({ length: days }, (_, index) => addDays(today, index));
  const [sport, setSport] = useState<SportName>(initialSport);
  const [date, setDate] = useState(() =>
    initialDate && dates.includes(initialDate) ? initialDate : today,
  );
  const matches = useMatchOptionsQuery(sport, date);
  const options = (matches.data ?? []).filter((match) => offered(match, choice));
  const listed = value !== null && options.some((match) => match.id === value);

  const dayName = (day: string, index: number) =>
    index === 0
      ? t('settings.today')
      : index === 1
        ? t('settings.tomorrow')
        : dayLabel(day, language);

  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{labels.legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <SelectField
          label={t('settings.matchSport')}
          value={sport}
          onChange={(event) => setSport(event.target.value as SportName)}
        >
          <option value="football">{tn('sidebar.football')}</option>
          <option value="basketball">{tn('sidebar.basketball')}</option>
        </SelectField>
        <SelectField
          label={t('settings.matchDay')}
          value={date}
          onChange={(event) => setDate(event.target.value)}
        >
          {dates.map((day, index) => (
            <option key={day} value={day}>
              {dayName(day, index)}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField
        label={t('settings.matchPick')}
        value={value ?? ''}
        error={error}
        hint={
          matches.isPending
            ? t('settings.matchLoading')
            : matches.isError
              ? t('settings.matchFailed')
              : options.length === 0
                ? t('settings.matchNone')
                : labels.hint
        }
        onChange={(event) => {
          const id = event.target.value;
          onChange(id === '' ? null : id, options.find((match) => match.id === id) ?? null);
        }}
        data-testid={testId}
      >
        <option value="">{labels.none}</option>
        {value !== null && !listed && <option value={value}>{currentLabel ?? value}</option>}
        {options.map((match) => (
          <option key={match.id} value={match.id}>
            {matchLabel(match, language)}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
