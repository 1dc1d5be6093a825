import { LIMITS } from '@tifo/contract';
import { lazy, Suspense, useId, useState, type FocusEvent, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { addSearchHistory, write } from '../../shared/storage';
import { useStoredValue } from '../../shared/use-stored-value';

// The hot-match list (and the match schemas it parses with) loads when the panel first opens.
const HotMatchList = lazy(async () => ({
  default: (await import('../../features/scores/HotMatchList')).HotMatchList,
}));

/**
 * Search box (spec §2): at most 10 characters; a search is saved to the history (newest first,
 * no duplicates, ten at most) and opens /search?name=<term>.
 */
export function SearchBox({ onSubmitted }: { onSubmitted?: () => void }) {
  const { t } = useTranslation('nav');
  const navigate = useNavigate();
  const history = useStoredValue('historyList');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const panelId = useId();

  const search = (value: string) => {
    const trimmed = value.trim().slice(0, LIMITS.searchMaxLength);
    if (!trimmed) return;
    addSearchHistory(trimmed, LIMITS.hotSearchListSize);
    setOpen(false);
    setTerm(trimmed);
    void navigate(`/search?name=${encodeURIComponent(trimmed)}`);
    onSubmitted?.();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(term);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div
      className="relative"
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
      role="presentation"
    >
      <form role="search" onSubmit={onSubmit} className="flex">
        <input
          type="search"
          value={term}
          maxLength={LIMITS.searchMaxLength}
          onChange={(event) => setTerm(event.target.value)}
          onFocus={() => setOpen(true)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          aria-controls={open ? panelId : undefined}
          className="h-9 w-full min-w-0 rounded-l-full border border-white/20 bg-white/10 px-4 text-sm text-white placeholder:text-slate-300 focus:bg-white focus:text-slate-900 focus:outline-none"
        />
        <button
          type="submit"
          className="h-9 shrink-0 rounded-r-full bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700"
        >
          {t('search.submit')}
        </button>
      </form>
      {open && (
        <div
          id={panelId}
          data-testid="search-panel"
          className="z-20 mt-1 w-full rounded-lg bg-white p-3 text-sm text-slate-800 shadow-lg lg:absolute lg:right-0 lg:w-72"
        >
          <div className="mb-2 flex items-center justify-between">
            <p className="font-semibold">{t('search.history')}</p>
            {history.length > 0 && (
              <button
                type="button"
                className="text-xs text-slate-500 hover:text-brand-600"
                onClick={() => write('historyList', [])}
              >
                {t('search.clearHistory')}
              </button>
            )}
          </div>
          {history.length === 0 ? (
            <p className="text-xs text-slate-500">{t('search.noHistory')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {history.map((entry) => (
                <li key={entry}>
                  <button
                    type="button"
                    onClick={() => search(entry)}
                    className="rounded-full bg-slate-100 px-3 py-1 text-xs hover:bg-brand-50 hover:text-brand-700"
                  >
                    {entry}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-3 mb-1 font-semibold">{t('search.hotMatches')}</p>
          <Suspense fallback={null}>
            <HotMatchList onNavigate={() => setOpen(false)} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
