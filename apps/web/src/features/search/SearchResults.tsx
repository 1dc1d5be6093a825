import type { AnchorResult, MatchSummary, Post } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { formatCount } from '../../shared/format/count';
import { pageLanguage } from '../../shared/format/locale';
import { Avatar } from '../../shared/ui/Avatar';
import { LiveStatusBadge, roomHref } from '../anchor';
import { kickoffTime, localName, MatchClock, viewerDate } from '../scores';
import { Highlight } from './Highlight';
import { excerptAround } from './highlight';

/** A streamer found: their room when they have one (else their card), live state, followers. */
export function AnchorResultRow({ anchor, term }: { anchor: AnchorResult; term: string }) {
  const { t, i18n } = useTranslation('search');
  const href = anchor.room_id !== null ? roomHref(anchor.room_id) : `/persona?id=${anchor.user_id}`;
  return (
    <li>
      <Link
        to={href}
        data-testid="search-anchor"
        className="flex items-center gap-3 rounded-lg p-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Avatar src={anchor.avatar} name={anchor.nickname} className="size-11 shrink-0" />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="truncate font-semibold text-slate-900">
            <Highlight text={anchor.nickname} term={term} />
          </span>
          <span className="truncate text-xs text-slate-500">
            {t('followers', {
              formatted: formatCount(anchor.followers, pageLanguage(i18n.language)),
            })}
            {anchor.room_title ? ` · ${t('room', { title: anchor.room_title })}` : ''}
          </span>
        </span>
        {anchor.live_status === 'live' ? (
          <LiveStatusBadge status="live" />
        ) : (
          <span className="shrink-0 text-xs text-slate-500">{t('offline')}</span>
        )}
      </Link>
    </li>
  );
}

/** A match found: competition, kick-off, both teams with the score, the clock. */
export function MatchResultRow({ match, term }: { match: MatchSummary; term: string }) {
  const { t, i18n } = useTranslation('search');
  const language = pageLanguage(i18n.language);
  const started = match.status !== 'not_started';
  return (
    <li>
      <Link
        to={`/score-detail?id=${encodeURIComponent(match.id)}`}
        data-testid="search-match"
        className="grid grid-cols-[1fr_auto_1fr] items-center gap-x-3 gap-y-1 rounded-lg p-2 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="col-span-3 flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
          <Highlight text={localName(match.competition, language)} term={term} />
          <time dateTime={match.kickoff}>
            {viewerDate(new Date(match.kickoff))} {kickoffTime(match.kickoff)}
          </time>
          <MatchClock match={match} />
        </span>
        <span className="truncate text-right font-medium text-slate-900">
          <Highlight text={localName(match.home, language)} term={term} />
        </span>
        <span className="font-bold text-slate-900 tabular-nums">
          {started ? `${match.home.score} - ${match.away.score}` : t('vs')}
        </span>
        <span className="truncate font-medium text-slate-900">
          <Highlight text={localName(match.away, language)} term={term} />
        </span>
      </Link>
    </li>
  );
}

/** A circle post found: its author and circle, and the words around what matched. */
export function PostResultRow({ post, term }: { post: Post; term: string }) {
  const { t, i18n } = useTranslation('search');
  const language = pageLanguage(i18n.language);
  return (
    <li>
      <Link
        to={`/circle-detail?post=${post.id}`}
        data-testid="search-post"
        className="flex items-start gap-3 rounded-lg p-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Avatar src={post.author.avatar} name={post.author.nickname} className="size-9 shrink-0" />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="truncate text-xs text-slate-500">
            {t('postBy', { name: post.author.nickname, circle: post.circle.name })}
          </span>
          <span className="line-clamp-2 text-sm break-words text-slate-900">
            <Highlight text={excerptAround(post.content, term)} term={term} />
          </span>
          <span className="text-xs text-slate-500">
            {t('postCounts', {
              likes: formatCount(post.like_count, language),
              comments: formatCount(post.comment_count, language),
            })}
          </span>
        </span>
      </Link>
    </li>
  );
}
