import { SEARCH_LIMITS, type MatchSummary } from '@tifo/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDateTime } from '../../../shared/format/date-time';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/Field';
import { localName } from '../../scores';
import { useLanguage } from '../ui/use-language';
import { useMatchSearchQuery } from './news-api';
import { useDebouncedValue } from './use-debounced-value';

/** How long typing pauses before the search is asked for. */
const SEARCH_DELAY_MS = 300;

/**
 * The box that finds a match to link the article to: a name typed (searched as typing pauses),
 * the results as buttons, and whether picking one also tags its teams and competition.
 */
export function MatchSearch({
  onPick,
  onClose,
}: {
  onPick: (match: MatchSummary, addTags: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminContent');
  const [draft, setDraft] = useState('');
  const [addTags, setAddTags] = useState(true);
  const term = useDebouncedValue(draft.trim().replace(/\s+/g, ' '), SEARCH_DELAY_MS);
  const box = useRef<HTMLDivElement>(null);

  // Opened from its button: the search field takes the focus.
  useEffect(() => {
    box.current?.querySelector('input')?.focus();
  }, []);

  return (
    <div
      ref={box}
      role="group"
      aria-label={t('news.editor.matchSearchLabel')}
      className="flex flex-col gap-3 rounded-lg p-3 ring-1 ring-slate-200"
    >
      <TextField
        label={t('news.editor.matchSearch')}
        type="search"
        hint={t('news.editor.matchSearchHint')}
        maxLength={SEARCH_LIMITS.termMaxLength}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          // Enter would submit the article's form; Escape closes the box.
          if (event.key === 'Enter') event.preventDefault();
          if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
          }
        }}
      />
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={addTags}
          onChange={(event) => setAddTags(event.target.checked)}
          className="size-4 accent-brand-600"
        />
        {t('news.editor.matchAddTags')}
      </label>
      {term !== '' && <MatchResults term={term} onPick={(match) => onPick(match, addTags)} />}
      <div>
        <Button size="sm" variant="secondary" onClick={onClose}>
          {t('news.editor.closeMatchSearch')}
        </Button>
      </div>
    </div>
  );
}

function MatchResults({ term, onPick }: { term: string; onPick: (match: MatchSummary) => void }) {
  const { t } = useTranslation('adminContent');
  const language = useLanguage();
  const query = useMatchSearchQuery(term);

  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-slate-500">
        {t('news.editor.matchSearching')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="flex items-center gap-2">
        <p role="status" className="text-sm text-red-600">
          {t('news.editor.matchSearchFailed')}
        </p>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t('news.editor.matchSearchRetry')}
        </Button>
      </div>
    );
  }
  const { list, has_more: hasMore } = query.data;
  if (list.length === 0) {
    return (
      <p role="status" className="text-sm text-slate-500">
        {t('news.editor.matchSearchEmpty')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label={t('news.editor.matchResults')} className="flex flex-col gap-1">
        {list.map((match) => (
          <li key={match.id}>
            <button
              type="button"
              onClick={() => onPick(match)}
              className="flex w-full flex-col items-start gap-0.5 rounded-lg px-3 py-2 text-left ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="text-sm font-medium text-slate-900">
                {t('news.editor.matchNamed', {
                  home: localName(match.home, language),
                  away: localName(match.away, language),
                })}
              </span>
              <span className="text-xs text-slate-500">
                {localName(match.competition, language)} · {formatDateTime(match.kickoff, language)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {hasMore && (
        <p className="text-xs text-slate-500">
          {t('news.editor.matchResultsMore', { count: list.length })}
        </p>
      )}
    </div>
  );
}
