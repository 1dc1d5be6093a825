import { NEWS_WRITING_LIMITS, type Language, type MatchSummary } from '@tifo/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { buttonClasses } from '../../../shared/ui/Button';
import { OutlineIcon } from '../../../shared/ui/Icon';
import { localName } from '../../scores';
import { useLanguage } from '../ui/use-language';
import { MatchSearch } from './MatchSearch';
import { tagsOfMatch, withTags, type NewsTag } from './news-form';

const CROSS = 'M6 6l12 12M18 6 6 18';

/**
 * The name of a tag's team or competition when a match picked here names it (the article as
 * opened carries only ids), else its id.
 */
function tagName(tag: NewsTag, picked: readonly MatchSummary[], language: Language): string {
  for (const match of picked) {
    if (tag.kind === 'competition' && match.competition.id === tag.id) {
      return localName(match.competition, language);
    }
    const team = [match.home, match.away].find((side) => side.id === tag.id);
    if (tag.kind === 'team' && team) return localName(team, language);
  }
  return tag.id;
}

/**
 * An article's tags and linked match, editable: tags removed one by one, the match unlinked or
 * found with the match search (which may tag its teams and competition too, up to the limit).
 */
export function LinksEditor({
  tags,
  matchId,
  onTagsChange,
  onMatchChange,
}: {
  tags: readonly NewsTag[];
  matchId: string | null;
  onTagsChange: (tags: NewsTag[]) => void;
  onMatchChange: (matchId: string | null) => void;
}) {
  const { t } = useTranslation('adminContent');
  const language = useLanguage();
  const headingId = useId();
  const [searching, setSearching] = useState(false);
  // Matches picked in this editor, most recent first: they name tags and the linked match.
  const [picked, setPicked] = useState<readonly MatchSummary[]>([]);
  // Tags a picked match would have added but the limit left out.
  const [skipped, setSkipped] = useState(0);
  const tagList = useRef<HTMLUListElement>(null);
  const linkButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the change is on screen (its button is gone or was hidden).
  const [focusNext, setFocusNext] = useState<{ tagAt: number } | 'link' | null>(null);

  useEffect(() => {
    if (focusNext === null) return;
    const removeButtons = tagList.current?.querySelectorAll('button') ?? [];
    const target =
      focusNext === 'link'
        ? linkButton.current
        : (removeButtons[Math.min(focusNext.tagAt, removeButtons.length - 1)] ??
          linkButton.current);
    target?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const max = NEWS_WRITING_LIMITS.tagsMax;
  const full = tags.length >= max;
  const tagLabel = (tag: NewsTag) =>
    t(`news.editor.tag.${tag.kind}`, { name: tagName(tag, picked, language) });
  const linked = picked.find((match) => match.id === matchId);
  const matchLabel = linked
    ? t('news.editor.matchNamed', {
        home: localName(linked.home, language),
        away: localName(linked.away, language),
      })
    : matchId;

  const removeTag = (at: number) => {
    onTagsChange(tags.filter((_, index) => index !== at));
    setSkipped(0);
    setFocusNext({ tagAt: at });
  };

  const unlink = () => {
    onMatchChange(null);
    setFocusNext('link');
  };

  const closeSearch = () => {
    setSearching(false);
    setFocusNext('link');
  };

  const pick = (match: MatchSummary, addTags: boolean) => {
    setPicked((current) => [match, ...current.filter((other) => other.id !== match.id)]);
    onMatchChange(match.id);
    if (addTags) {
      const added = withTags(tags, tagsOfMatch(match));
      if (added.tags.length !== tags.length) onTagsChange(added.tags);
      setSkipped(added.skipped);
    } else {
      setSkipped(0);
    }
    closeSearch();
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-sm font-medium text-slate-700">
        {t('news.editor.links')}
      </h2>
      <div className="flex flex-col gap-2">
        <h3 className="text-xs font-medium text-slate-600">
          {t('news.editor.tagsHeading', { count: tags.length, max })}
        </h3>
        {tags.length === 0 ? (
          <p className="text-sm text-slate-500">{t('news.editor.noTags')}</p>
        ) : (
          <ul
            ref={tagList}
            aria-label={t('news.editor.tagsLabel')}
            className="flex flex-wrap gap-2"
          >
            {tags.map((tag, index) => (
              <li
                key={`${tag.kind}:${tag.id}`}
                className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-2.5 text-xs font-medium text-slate-700"
              >
                {tagLabel(tag)}
                <button
                  type="button"
                  aria-label={t('news.editor.removeTag', { tag: tagLabel(tag) })}
                  onClick={() => removeTag(index)}
                  className="rounded-full p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <OutlineIcon path={CROSS} className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div aria-live="polite" className="text-xs text-amber-800">
          {skipped > 0 ? (
            <p>{t('news.editor.tagsSkipped', { max, count: skipped })}</p>
          ) : (
            full && <p>{t('news.editor.tagsFull', { max })}</p>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-xs font-medium text-slate-600">{t('news.editor.matchHeading')}</h3>
        {matchId === null ? (
          <p className="text-sm text-slate-500">{t('news.editor.noMatch')}</p>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-slate-800">
              {t('news.editor.match', { name: matchLabel })}
            </span>
            <button type="button" onClick={unlink} className={buttonClasses('secondary', 'sm')}>
              {t('news.editor.unlinkMatch')}
            </button>
          </div>
        )}
        <p className="text-xs text-slate-500">{t('news.editor.matchHint')}</p>
        {searching ? (
          <MatchSearch onPick={pick} onClose={closeSearch} />
        ) : (
          <div>
            <button
              ref={linkButton}
              type="button"
              onClick={() => setSearching(true)}
              className={buttonClasses('secondary', 'sm')}
            >
              {t(matchId === null ? 'news.editor.linkMatch' : 'news.editor.changeMatch')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
