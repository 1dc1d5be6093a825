import { useLazyTranslation } from '../../../shared/i18n/lazy-namespaces';
import { rewardRulesKeys, useLevelSteps, useRewardRulesChange } from '../../../shared/reward-rules';
import { refreshUserInfo } from '../../../shared/session/refresh-user-info';
import { cx } from '../../../shared/ui/cx';
import { Card, Skeleton } from '../../../shared/ui/Surface';
import { useStoredValue } from '../../../shared/use-stored-value';
import { pageLanguage } from '../../../shared/format/locale';
import { formatDiamonds } from '../../../shared/format/money';
import { AnchorLevelCard } from './AnchorLevelCard';
import { LevelBar } from './LevelBar';
import { levelLadder, progressFromUserInfo } from './level-progress';

/** The member centre's `level` section: the member's level, the ladder, how to climb it. */
export function LevelSection() {
  const { t, i18n, ready } = useLazyTranslation('money');
  const user = useStoredValue('userInfo');
  // The ladders administrators set; the defaults until the rules arrive. A new ladder moves the
  // member's level: user info says where they stand on it.
  const steps = useLevelSteps();
  useRewardRulesChange(rewardRulesKeys.rules(), () => void refreshUserInfo());
  if (!ready || !user) return <Skeleton className="h-64 w-full" />;
  const language = pageLanguage(i18n.language);
  const progress = progressFromUserInfo(user, steps.user);

  return (
    <div className="flex flex-col gap-4">
      <Card title={t('level.current')} data-testid="level-current">
        <LevelBar
          tone="wealth"
          badge={t('level.badge', { level: progress.level })}
          percent={progress.percent}
          noteTestId="level-to-next"
          note={
            progress.nextLevel === null || progress.expToNext === null
              ? t('level.top')
              : t('level.toNext', {
                  level: progress.nextLevel,
                  exp: formatDiamonds(progress.expToNext, language),
                })
          }
        />
      </Card>
      {user.anchor_progress && (
        <AnchorLevelCard progress={user.anchor_progress} step={steps.anchor} />
      )}
      <Card title={t('level.howTitle')}>
        <ul className="list-disc pl-5 text-sm text-slate-700">
          <li>{t('level.howGifts')}</li>
          <li>{t('level.howUnit')}</li>
        </ul>
      </Card>
      <Card title={t('level.ladder')}>
        <div
          role="region"
          aria-label={t('level.ladder')}
          // A scrolling box must take focus, or keyboard users cannot scroll the long ladder.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="max-h-80 overflow-y-auto rounded-lg ring-1 ring-slate-200"
        >
          <table className="w-full text-sm">
            <thead className="sticky top-0 bg-slate-50 text-xs text-slate-500">
              <tr>
                <th className="px-3 py-2 text-left font-medium">{t('level.levelColumn')}</th>
                <th className="px-3 py-2 text-right font-medium">{t('level.expColumn')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {levelLadder(steps.user).map(({ level, exp }) => {
                const mine = level === progress.level;
                return (
                  <tr
                    key={level}
                    data-testid="level-row"
                    aria-current={mine ? 'true' : undefined}
                    className={cx(mine && 'bg-amber-50 font-semibold text-amber-900')}
                  >
                    <td className="px-3 py-1.5">
                      {t('level.badge', { level })}
                      {mine && <span className="ml-2 text-xs">{t('level.yours')}</span>}
                    </td>
                    <td className="px-3 py-1.5 text-right tabular-nums">
                      {formatDiamonds(exp, language)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </Card>
    </div>
  );
}
