import { ANCHOR_LEVEL_MAX, incomeForAnchorLevel } from '@tifo/contract';
import { useLazyTranslation } from '../../../shared/i18n/lazy-namespaces';
import type { UserInfo } from '../../../shared/storage';
import { Card } from '../../../shared/ui/Surface';
import { pageLanguage } from '../../../shared/format/locale';
import { formatDiamonds } from '../../../shared/format/money';
import { LevelBar } from './LevelBar';

type AnchorProgress = NonNullable<UserInfo['anchor_progress']>;

/** A few rungs of the streamer ladder (at `step`) around the streamer's own level. */
function nearbyRungs(level: number, step: number): { level: number; income: number }[] {
  const first = Math.max(1, Math.min(level - 1, ANCHOR_LEVEL_MAX - 4));
  return Array.from({ length: 5 }, (_, index) => first + index)
    .filter((rung) => rung <= ANCHOR_LEVEL_MAX)
    .map((rung) => ({ level: rung, income: incomeForAnchorLevel(rung, step) }));
}

/**
 * The streamer level (settled gift income) on the level page, for streamers only; `step` is the
 * streamer ladder's step in force.
 */
export function AnchorLevelCard({ progress, step }: { progress: AnchorProgress; step: number }) {
  const { t, i18n } = useLazyTranslation('money');
  const language = pageLanguage(i18n.language);
  const top = progress.level >= ANCHOR_LEVEL_MAX;
  return (
    <Card title={t('level.anchorTitle')} data-testid="anchor-level">
      <LevelBar
        tone="streamer"
        badge={t('level.anchorBadge', { level: progress.level })}
        percent={progress.percent}
        noteTestId="anchor-level-to-next"
        note={
          top
            ? t('level.top')
            : t('level.anchorToNext', {
                level: progress.next_level,
                income: formatDiamonds(progress.income_to_next, language),
              })
        }
      />
      <p className="mt-3 text-sm text-slate-600">
        {t('level.anchorIncome', { income: formatDiamonds(progress.income, language) })}
      </p>
      <p className="text-xs text-slate-500">
        {t('level.anchorHow', { step: formatDiamonds(step, language) })}
      </p>
      <ul className="mt-2 grid grid-cols-5 gap-1 text-center text-xs">
        {nearbyRungs(progress.level, step).map((rung) => (
          <li
            key={rung.level}
            data-testid="anchor-level-rung"
            className={
              rung.level === progress.level
                ? 'rounded bg-rose-50 py-1 font-semibold text-rose-800'
                : 'rounded bg-slate-50 py-1 text-slate-600'
            }
          >
            <div>{t('level.anchorBadge', { level: rung.level })}</div>
            <div className="tabular-nums">{formatDiamonds(rung.income, language)}</div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
