import { ANALYSIS_MARKETS, SPORTS } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { pageLanguage } from '../../../shared/format/locale';
import { SelectField } from '../../../shared/ui/Field';
import { localName, useCompetitionsQuery } from '../../scores';
import type { RecordFilter } from '../api';
import { isMarket } from '../format';

/** Market and competition of a record or ranking ("all" when empty). */
export function RecordFilters({
  value,
  onChange,
  testId,
}: {
  value: RecordFilter;
  onChange: (filter: RecordFilter) => void;
  testId: string;
}) {
  const { t, i18n } = useTranslation('experts');
  const { t: ts } = useTranslation('scores');
  const language = pageLanguage(i18n.language);
  const football = useCompetitionsQuery('football');
  const basketball = useCompetitionsQuery('basketball');
  const lists = { football: football.data ?? [], basketball: basketball.data ?? [] };
  const known = [...lists.football, ...lists.basketball].some(
    (competition) => competition.id === value.competitionId,
  );
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap" data-testid={testId}>
      <SelectField
        label={t('filter.market')}
        value={value.market ?? ''}
        onChange={(event) =>
          onChange({
            ...value,
            market: isMarket(event.target.value) ? event.target.value : null,
          })
        }
        data-testid={`${testId}-market`}
      >
        <option value="">{t('filter.allMarkets')}</option>
        {ANALYSIS_MARKETS.map((market) => (
          <option key={market} value={market}>
            {t(`market.${market}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('filter.competition')}
        value={value.competitionId ?? ''}
        onChange={(event) => onChange({ ...value, competitionId: event.target.value || null })}
        data-testid={`${testId}-competition`}
      >
        <option value="">{t('filter.allCompetitions')}</option>
        {value.competitionId && !known && (
          <option value={value.competitionId}>{value.competitionId}</option>
        )}
        {SPORTS.map((sport) => (
          <optgroup key={sport} label={ts(`sport.${sport}`)}>
            {lists[sport].map((competition) => (
              <option key={competition.id} value={competition.id}>
                {localName(competition, language)}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
    </div>
  );
}
