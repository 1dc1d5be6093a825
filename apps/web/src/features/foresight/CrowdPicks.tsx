import { EXPERT_LIMITS, type SportName } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { LOCALES, pageLanguage } from '../../shared/format/locale';
import { cx } from '../../shared/ui/cx';
import { useMarketName, usePickWords, type ForesightEntry } from '../specialist';
import { numberFormat } from '../../shared/format/intl';

type MarketCrowd = ForesightEntry['markets'][number];

const SEGMENTS = ['bg-brand-600', 'bg-slate-700', 'bg-slate-400'] as const;

/**
 * How experts picked on one market: a bar split by pick, most picked first. The server sends
 * no split under `crowdMinSample` analyses, so a few early tips cannot be read as a consensus.
 */
export function CrowdPicks({ crowd, sport }: { crowd: MarketCrowd; sport: SportName }) {
  const { t, i18n } = useTranslation('experts');
  const marketName = useMarketName();
  const pickWords = usePickWords();
  const percent = numberFormat(LOCALES[pageLanguage(i18n.language)].regional, {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  const total = crowd.picks.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <div data-testid="foresight-market" data-market={crowd.market} className="flex flex-col gap-1">
      <p className="flex justify-between text-xs text-slate-600">
        <span className="font-medium text-slate-800">{marketName(crowd.market, sport)}</span>
        <span>{t('foresight.marketCount', { count: crowd.count })}</span>
      </p>
      {crowd.picks.length === 0 || total === 0 ? (
        <p className="text-xs text-slate-500" data-testid="foresight-crowd-few">
          {t('foresight.notEnough', { count: EXPERT_LIMITS.crowdMinSample })}
        </p>
      ) : (
        <>
          <div aria-hidden="true" className="flex h-2 overflow-hidden rounded-full bg-slate-100">
            {crowd.picks.map((entry, index) => (
              <span
                key={entry.pick}
                className={cx('h-full', SEGMENTS[index] ?? 'bg-slate-300')}
                style={{ width: `${(entry.count / total) * 100}%` }}
              />
            ))}
          </div>
          <ul
            className="flex flex-wrap gap-x-3 text-xs text-slate-700"
            data-testid="foresight-crowd"
          >
            {crowd.picks.map((entry, index) => (
              <li key={entry.pick} className="flex items-center gap-1">
                <span
                  aria-hidden="true"
                  className={cx('size-2 rounded-full', SEGMENTS[index] ?? 'bg-slate-300')}
                />
                {t('foresight.crowdPick', {
                  pick: pickWords(crowd.market, entry.pick, null),
                  count: entry.count,
                  share: percent.format(entry.count / total),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
