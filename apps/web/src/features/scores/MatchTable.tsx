import type { MatchSummary, Odds } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { GameSettings, ScoreDisplayOptions } from '../../shared/storage';
import { cx } from '../../shared/ui/cx';
import { FollowStar } from './FollowStar';
import { MatchClock } from './MatchClock';
import { isInPlay, kickoffTime, localName } from './match-format';
import { pageLanguage } from '../../shared/format/locale';
import { zoneOffsetName } from '../../shared/format/time-zone';

export interface MatchTableOptions {
  game: GameSettings;
  display: ScoreDisplayOptions;
  member: boolean;
  followed: ReadonlySet<string>;
  /** Team rank by `${competitionId}:${teamId}` (shown when `display.showRanking`). */
  ranks: ReadonlyMap<string, number>;
  /** Live lines pushed by the socket, by match id (shown when `display.showOdds`). */
  odds: Readonly<Record<string, Odds>>;
  /** The viewer's time zone: kick-offs are shown in it, and its offset heads the column. */
  timeZone: string;
}

function CardCount({ kind, count }: { kind: 'red' | 'yellow'; count: number }) {
  const { t } = useTranslation('scores');
  if (count <= 0) return null;
  return (
    <span
      data-testid={`${kind}-cards`}
      title={t(kind === 'red' ? 'table.redCards' : 'table.yellowCards')}
      className={cx(
        'inline-flex h-4 min-w-3 items-center justify-center rounded-sm px-0.5 text-[10px] leading-none font-bold',
        kind === 'red' ? 'bg-red-600 text-white' : 'bg-yellow-300 text-slate-900',
      )}
    >
      {count}
    </span>
  );
}

function oddsText(odds: Odds | undefined): string {
  if (!odds) return '';
  if ('asian' in odds) return `${odds.asian.line} / ${odds.over_under.line}`;
  return `${odds.spread.line} / ${odds.total.line}`;
}

function MatchRow({ match, options }: { match: MatchSummary; options: MatchTableOptions }) {
  const { t, i18n } = useTranslation('scores');
  const language = pageLanguage(i18n.language);
  const { game, display } = options;
  const started =
    match.status !== 'not_started' && match.status !== 'postponed' && match.status !== 'cancelled';
  const scoreText = started ? `${match.home.score} - ${match.away.score}` : t('table.versus');
  const showCards = display.showCards && match.sport === 'football';
  const side = (team: 'home' | 'away') => {
    const info = match[team];
    const rank = display.showRanking
      ? options.ranks.get(`${match.competition.id}:${info.id}`)
      : undefined;
    const cards = match.cards[team];
    return (
      <span
        className={cx(
          'flex min-w-0 items-center gap-1',
          team === 'home' ? 'justify-end text-right' : 'justify-start',
        )}
      >
        {team === 'away' && rank !== undefined && (
          <span className="text-[10px] text-slate-500">[{rank}]</span>
        )}
        {team === 'home' && showCards && game.yellowCard && (
          <CardCount kind="yellow" count={cards.yellow} />
        )}
        {team === 'home' && showCards && game.redCard && <CardCount kind="red" count={cards.red} />}
        <span className="truncate" data-testid={`${team}-name`}>
          {localName(info, language)}
        </span>
        {team === 'away' && showCards && game.redCard && <CardCount kind="red" count={cards.red} />}
        {team === 'away' && showCards && game.yellowCard && (
          <CardCount kind="yellow" count={cards.yellow} />
        )}
        {team === 'home' && rank !== undefined && (
          <span className="text-[10px] text-slate-500">[{rank}]</span>
        )}
      </span>
    );
  };
  return (
    <tr
      data-testid="match-row"
      data-match-id={match.id}
      data-live={isInPlay(match.status) || undefined}
      className="border-b border-slate-100 text-sm hover:bg-slate-50"
    >
      <td className="w-8 px-2 py-2 text-center">
        <FollowStar
          sport={match.sport}
          matchId={match.id}
          followed={options.followed.has(match.id)}
          member={options.member}
        />
      </td>
      <td
        data-testid="kickoff-time"
        className="px-2 py-2 whitespace-nowrap text-slate-500 tabular-nums"
      >
        {kickoffTime(match.kickoff, options.timeZone)}
      </td>
      <td className="hidden max-w-32 px-2 py-2 sm:table-cell">
        <span
          className="inline-block max-w-full truncate rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700"
          title={localName(match.competition, language)}
        >
          {localName(match.competition, language)}
        </span>
      </td>
      <td className="px-2 py-2 text-xs whitespace-nowrap">
        <MatchClock match={match} />
      </td>
      <td className="w-[30%] px-2 py-2">{side('home')}</td>
      <td className="px-2 py-2 text-center whitespace-nowrap">
        <Link
          to={`/score-detail?id=${encodeURIComponent(match.id)}`}
          data-testid="match-score"
          // The name starts with the score shown, so voice control finds the link by it.
          aria-label={`${scoreText}, ${t('table.openDetail')}`}
          className={cx(
            'rounded px-2 py-0.5 font-bold tabular-nums hover:bg-brand-50',
            isInPlay(match.status) ? 'text-red-600' : 'text-slate-900',
          )}
        >
          {scoreText}
        </Link>
      </td>
      <td className="w-[30%] px-2 py-2">{side('away')}</td>
      {display.showHalfTime && (
        <td className="hidden px-2 py-2 text-center text-xs text-slate-500 tabular-nums md:table-cell">
          {match.sport === 'football' && match.half_time
            ? `${match.half_time.home}-${match.half_time.away}`
            : ''}
        </td>
      )}
      <td className="hidden px-2 py-2 text-center text-xs text-slate-500 tabular-nums md:table-cell">
        {match.sport === 'football' && started ? `${match.corners.home}-${match.corners.away}` : ''}
      </td>
      {display.showOdds && (
        <td className="hidden px-2 py-2 text-center text-xs text-slate-500 tabular-nums lg:table-cell">
          {oddsText(options.odds[match.id])}
        </td>
      )}
    </tr>
  );
}

/** The dense score table of the score pages. */
export function MatchTable({
  matches,
  options,
  caption,
}: {
  matches: readonly MatchSummary[];
  options: MatchTableOptions;
  caption: string;
}) {
  const { t, i18n } = useTranslation('scores');
  const football = matches[0]?.sport !== 'basketball';
  return (
    <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
      <table className="w-full min-w-[36rem] border-collapse" data-testid="match-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs whitespace-nowrap text-slate-500">
          <tr>
            <th scope="col" className="px-2 py-2">
              <span className="sr-only">{t('follow.follow')}</span>
            </th>
            <th scope="col" className="px-2 py-2 text-left font-medium">
              {t('table.time')}{' '}
              <span data-testid="time-zone-offset" className="font-normal">
                {zoneOffsetName(options.timeZone, pageLanguage(i18n.language))}
              </span>
            </th>
            <th scope="col" className="hidden px-2 py-2 text-left font-medium sm:table-cell">
              {t('table.competition')}
            </th>
            <th scope="col" className="px-2 py-2 text-left font-medium">
              {t('table.status')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t('table.home')}
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              {t('table.score')}
            </th>
            <th scope="col" className="px-2 py-2 text-left font-medium">
              {t('table.away')}
            </th>
            {options.display.showHalfTime && (
              <th scope="col" className="hidden px-2 py-2 font-medium md:table-cell">
                {football ? t('table.halfTime') : ''}
              </th>
            )}
            <th scope="col" className="hidden px-2 py-2 font-medium md:table-cell">
              {football ? t('table.corners') : ''}
            </th>
            {options.display.showOdds && (
              <th scope="col" className="hidden px-2 py-2 font-medium lg:table-cell">
                {football ? t('table.oddsFootball') : t('table.oddsBasketball')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {matches.map((match) => (
            <MatchRow key={match.id} match={match} options={options} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
