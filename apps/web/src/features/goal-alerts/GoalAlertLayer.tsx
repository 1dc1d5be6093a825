import { LIMITS, goalAlertDataSchema, type GoalAlertData } from '@tifo/contract';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useStoredValue } from '../../shared/use-stored-value';
import { cx } from '../../shared/ui/cx';
import { pageLanguage } from '../../shared/format/locale';
import { dismissGoal, useGoals } from './goal-alert-queue';
import { playGoalSound } from './goal-sound';

/** How long a goal card stays before it dismisses itself. */
export const GOAL_ALERT_MS = 10_000;

function teamNames(alert: GoalAlertData, language: string): { home: string; away: string } {
  switch (pageLanguage(language)) {
    case 'zh':
      return { home: alert.home_team_name_zh, away: alert.away_team_name_zh };
    case 'vi':
      return { home: alert.home_team_name_vi, away: alert.away_team_name_vi };
    case 'en':
      return { home: alert.home_team_name, away: alert.away_team_name };
  }
}

function GoalCard({ id, alert }: { id: number; alert: GoalAlertData }) {
  const { t, i18n } = useTranslation('scores');
  useEffect(() => {
    const timer = setTimeout(() => dismissGoal(id), GOAL_ALERT_MS);
    return () => clearTimeout(timer);
  }, [id]);
  const names = teamNames(alert, i18n.language);
  const homeScored = alert.iszhu === 1;
  const scorer = (home: boolean) =>
    home === homeScored ? 'font-bold text-brand-700' : 'text-slate-700';
  return (
    <li
      data-testid="goal-alert"
      data-match-id={alert.match_id}
      className="pointer-events-auto w-80 rounded-xl bg-white p-3 shadow-xl ring-2 ring-brand-500"
    >
      <div className="mb-1 flex items-center justify-between gap-2 text-xs">
        <span className="font-semibold text-brand-700">
          {t(`goal.kind.${alert.kind}`)} <span className="tabular-nums">{alert.match_str}</span>
        </span>
        <button
          type="button"
          data-testid="goal-alert-dismiss"
          aria-label={t('goal.dismiss')}
          onClick={() => dismissGoal(id)}
          className="rounded px-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <Link
        to={`/score-detail?id=${encodeURIComponent(alert.match_id)}`}
        className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 text-sm"
      >
        <span
          data-testid="goal-home"
          data-scored={homeScored || undefined}
          className={cx('truncate text-right', scorer(true))}
        >
          {names.home}
        </span>
        <span className="font-bold tabular-nums">
          <span data-testid="goal-home-score" className={scorer(true)}>
            {alert.home_score}
          </span>
          {' - '}
          <span data-testid="goal-away-score" className={scorer(false)}>
            {alert.away_score}
          </span>
        </span>
        <span
          data-testid="goal-away"
          data-scored={!homeScored || undefined}
          className={cx('truncate', scorer(false))}
        >
          {names.away}
        </span>
      </Link>
      {alert.player && <p className="mt-1 truncate text-xs text-slate-500">{alert.player}</p>}
    </li>
  );
}

/**
 * The goal cards (spec §2 dialogs): newest last, dismissable, gone after 10 s; a 6 s goal
 * sound when `gameSettings.voice` is on. Loaded on the first goal push only.
 */
export function GoalAlertLayer({
  playSound = playGoalSound,
}: {
  playSound?: (durationMs: number) => void;
}) {
  const { t } = useTranslation('scores');
  const goals = useGoals();
  const voice = useStoredValue('gameSettings').voice;
  const alerts = useMemo(
    () => goals.map((goal) => ({ id: goal.id, parsed: goalAlertDataSchema.safeParse(goal.data) })),
    [goals],
  );
  const heard = useRef(new Set<number>());

  useEffect(() => {
    let fresh = false;
    for (const { id, parsed } of alerts) {
      if (!parsed.success) {
        dismissGoal(id);
        continue;
      }
      if (heard.current.has(id)) continue;
      heard.current.add(id);
      fresh = true;
    }
    if (fresh && voice) playSound(LIMITS.goalSoundMs);
  }, [alerts, voice, playSound]);

  return (
    <ul
      aria-live="polite"
      aria-label={t('goal.label')}
      className="pointer-events-none fixed top-20 right-4 z-[70] flex flex-col gap-2"
    >
      {alerts.map(({ id, parsed }) =>
        parsed.success ? <GoalCard key={id} id={id} alert={parsed.data} /> : null,
      )}
    </ul>
  );
}
