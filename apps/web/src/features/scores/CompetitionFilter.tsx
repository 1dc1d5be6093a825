import type { SportName } from '@tifo/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { read, write } from '../../shared/storage';
import { Button } from '../../shared/ui/Button';
import { useStoredValue } from '../../shared/use-stored-value';
import { useCompetitionsQuery } from './api';
import { localName } from './match-format';
import { pageLanguage } from '../../shared/format/locale';

/** The competitions chosen for `sport` (empty: every competition). */
export function useCompetitionFilter(sport: SportName): readonly string[] {
  return useStoredValue('competitionFilter')[sport];
}

export function setCompetitionFilter(sport: SportName, ids: readonly string[]): void {
  write('competitionFilter', { ...read('competitionFilter'), [sport]: [...ids] });
}

/** Multi-select competition filter, persisted per sport in local storage. */
export function CompetitionFilter({ sport }: { sport: SportName }) {
  const { t, i18n } = useTranslation('scores');
  const language = pageLanguage(i18n.language);
  const selected = useCompetitionFilter(sport);
  const competitions = useCompetitionsQuery(sport);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = (id: string) =>
    setCompetitionFilter(
      sport,
      selected.includes(id) ? selected.filter((entry) => entry !== id) : [...selected, id],
    );
  return (
    <div className="relative">
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="competition-filter-toggle"
        onClick={() => setOpen((value) => !value)}
      >
        {selected.length === 0 ? t('filter.all') : t('filter.selected', { count: selected.length })}
      </Button>
      {open && (
        <fieldset
          id={panelId}
          data-testid="competition-filter"
          className="absolute right-0 z-20 mt-1 max-h-80 w-72 overflow-y-auto rounded-lg bg-white p-3 text-sm shadow-lg ring-1 ring-slate-200"
        >
          <legend className="sr-only">{t('filter.label')}</legend>
          <div className="mb-2 flex justify-between gap-2">
            <button
              type="button"
              className="text-xs text-brand-700 hover:underline"
              onClick={() => setCompetitionFilter(sport, [])}
            >
              {t('filter.showAll')}
            </button>
            <button
              type="button"
              className="text-xs text-slate-500 hover:underline"
              onClick={() => setOpen(false)}
            >
              {t('filter.done')}
            </button>
          </div>
          {competitions.isPending && <p className="text-xs text-slate-500">{t('state.loading')}</p>}
          {competitions.isError && <p className="text-xs text-red-600">{t('filter.error')}</p>}
          <ul className="flex flex-col gap-1">
            {competitions.data?.map((competition) => (
              <li key={competition.id}>
                <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-0.5 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    checked={selected.includes(competition.id)}
                    onChange={() => toggle(competition.id)}
                  />
                  <span>{localName(competition, language)}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
