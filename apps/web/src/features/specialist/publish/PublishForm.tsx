import {
  ANALYSIS_MARKETS,
  EXPERT_LIMITS,
  SPORTS,
  type AnalysisMarket,
  type AnalysisPick,
  type MatchSummary,
  type Odds,
  type SportName,
} from '@tifo/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDateTime } from '../../../shared/format/date-time';
import { pageLanguage } from '../../../shared/format/locale';
import { showToast } from '../../../shared/notifications';
import { Button } from '../../../shared/ui/Button';
import { SelectField, TextArea, TextField } from '../../../shared/ui/Field';
import { FormProblem } from '../../../shared/ui/FormProblem';
import { useCheckedSubmit } from '../../../shared/ui/use-form';
import { localName } from '../../scores';
import { usePublishAnalysisMutation } from '../api';
import { isMarket, lineText, picksOf } from '../format';
import { useMarketName } from '../analysis/words';
import { checkPublish, priceOf, type PublishDraft, type PublishProblem } from './check-publish';
import { useUpcomingMatches } from './use-upcoming-matches';

const CONFIDENCE = [1, 2, 3, 4, 5] as const;

const EMPTY: PublishDraft = {
  matchId: '',
  market: 'handicap',
  pick: '',
  confidence: 3,
  title: '',
  reasoning: '',
  price: '0',
};

/** The market's line in the bookmaker's current prices, if the list brought them. */
function currentLine(odds: Odds | undefined, market: AnalysisMarket): number | null {
  if (!odds || market === '1x2') return null;
  if ('europe' in odds) return market === 'handicap' ? odds.asian.line : odds.over_under.line;
  return market === 'handicap' ? odds.spread.line : odds.total.line;
}

function matchesText(match: MatchSummary, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [match.home, match.away].some((team) =>
    [team.name, team.name_zh, team.name_vi, team.short_name_zh].some((name) =>
      name.toLowerCase().includes(needle),
    ),
  );
}

/**
 * An expert publishes an analysis of a match that has not kicked off: market, a pick that
 * market takes, confidence, title, reasoning and a price (0 is free). The rules are checked
 * here first; the server checks them again and takes the line and prices from the feed.
 */
export function PublishForm() {
  const { t, i18n } = useTranslation('experts');
  const { t: ts } = useTranslation('scores');
  const language = pageLanguage(i18n.language);
  const marketName = useMarketName();
  const publish = usePublishAnalysisMutation();
  const [sport, setSport] = useState<SportName>('football');
  const [competition, setCompetition] = useState('');
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState<PublishDraft>(EMPTY);
  const upcoming = useUpcomingMatches(sport);
  const set = <K extends keyof PublishDraft>(key: K, value: PublishDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const competitions = new Map<string, string>();
  for (const match of upcoming.matches) {
    competitions.set(match.competition.id, localName(match.competition, language));
  }
  // The chosen match stays listed while the filters would hide it.
  const shown = upcoming.matches.filter(
    (entry) =>
      entry.id === draft.matchId ||
      ((!competition || entry.competition.id === competition) && matchesText(entry, search)),
  );
  const match = upcoming.matches.find((entry) => entry.id === draft.matchId);
  const picks = picksOf(draft.market, sport);
  const line = currentLine(match ? upcoming.odds[match.id] : undefined, draft.market);
  const lineNow = line === null ? null : lineText(draft.market, line);

  const { problem, busy, submit } = useCheckedSubmit<PublishProblem>(
    () => checkPublish(draft, match, upcoming.now),
    async () => {
      if (!draft.pick) return;
      await publish.mutateAsync({
        match_id: draft.matchId,
        market: draft.market,
        pick: draft.pick,
        confidence: draft.confidence,
        title: draft.title.trim(),
        reasoning: draft.reasoning.trim(),
        price: priceOf(draft.price) ?? 0,
      });
      setDraft(EMPTY);
      showToast(t('publish.sent'), { kind: 'success' });
    },
  );

  const problemText: Record<PublishProblem, string> = {
    match: t('publish.problem.match'),
    started: t('publish.problem.started'),
    pick: t('publish.problem.pick'),
    title: t('publish.problem.title'),
    reasoningShort: t('publish.problem.reasoningShort', {
      min: EXPERT_LIMITS.reasoningMinLength,
    }),
    reasoningLong: t('publish.problem.reasoningLong', { max: EXPERT_LIMITS.reasoningMaxLength }),
    confidence: t('publish.problem.confidence'),
    price: t('publish.problem.price', { max: EXPERT_LIMITS.priceMaxDiamonds }),
  };

  const pickLabel = (pick: AnalysisPick) => {
    const team =
      pick === 'home' && match
        ? localName(match.home, language)
        : pick === 'away' && match
          ? localName(match.away, language)
          : null;
    const words = draft.market === '1x2' ? t(`outcome.${pick}`) : t(`pick.${pick}`);
    return team ? `${words} · ${team}` : words;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      data-testid="analysis-publish-form"
      onSubmit={onSubmit}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <SelectField
          label={t('publish.sport')}
          value={sport}
          onChange={(event) => {
            setSport(event.target.value === 'basketball' ? 'basketball' : 'football');
            setCompetition('');
            setDraft((current) => ({ ...current, matchId: '', pick: '' }));
          }}
        >
          {SPORTS.map((value) => (
            <option key={value} value={value}>
              {ts(`sport.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('filter.competition')}
          value={competition}
          onChange={(event) => setCompetition(event.target.value)}
        >
          <option value="">{t('filter.allCompetitions')}</option>
          {[...competitions].map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('publish.search')}
          type="search"
          value={search}
          maxLength={40}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <SelectField
        label={t('publish.match')}
        value={draft.matchId}
        onChange={(event) => set('matchId', event.target.value)}
        hint={
          upcoming.pending
            ? t('state.loading')
            : upcoming.failed
              ? t('state.loadFailed')
              : t('publish.matchHint', { count: shown.length })
        }
        data-testid="analysis-match-select"
      >
        <option value="">{t('publish.chooseMatch')}</option>
        {shown.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {`${formatDateTime(entry.kickoff, language)} · ${localName(entry.home, language)} ${t('analysis.versus')} ${localName(entry.away, language)} (${localName(entry.competition, language)})`}
          </option>
        ))}
      </SelectField>
      {upcoming.failed && (
        <Button variant="secondary" size="sm" className="self-start" onClick={upcoming.retry}>
          {t('state.retry')}
        </Button>
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <SelectField
          label={t('publish.market')}
          value={draft.market}
          hint={lineNow === null ? undefined : t('publish.lineNow', { line: lineNow })}
          onChange={(event) => {
            const market = isMarket(event.target.value) ? event.target.value : draft.market;
            // A pick the new market does not take is dropped, not silently kept.
            setDraft((current) => ({
              ...current,
              market,
              pick:
                current.pick && picksOf(market, sport).includes(current.pick) ? current.pick : '',
            }));
          }}
          data-testid="analysis-market"
        >
          {ANALYSIS_MARKETS.map((market) => (
            <option key={market} value={market}>
              {marketName(market, sport)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('publish.pick')}
          value={draft.pick}
          onChange={(event) => {
            const pick = picks.find((entry) => entry === event.target.value);
            set('pick', pick ?? '');
          }}
          data-testid="analysis-pick"
        >
          <option value="">{t('publish.choosePick')}</option>
          {picks.map((pick) => (
            <option key={pick} value={pick}>
              {pickLabel(pick)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('publish.confidence')}
          value={String(draft.confidence)}
          onChange={(event) => set('confidence', Number(event.target.value))}
          data-testid="analysis-confidence"
        >
          {CONFIDENCE.map((value) => (
            <option key={value} value={value}>
              {t('publish.confidenceOption', { value })}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label={t('publish.title')}
        value={draft.title}
        maxLength={EXPERT_LIMITS.analysisTitleMaxLength}
        onChange={(event) => set('title', event.target.value)}
        data-testid="analysis-title"
      />
      <TextArea
        label={t('publish.reasoning')}
        hint={t('publish.reasoningHint', {
          min: EXPERT_LIMITS.reasoningMinLength,
          max: EXPERT_LIMITS.reasoningMaxLength,
        })}
        counter={`${draft.reasoning.trim().length}/${EXPERT_LIMITS.reasoningMaxLength}`}
        value={draft.reasoning}
        maxLength={EXPERT_LIMITS.reasoningMaxLength}
        onChange={(event) => set('reasoning', event.target.value)}
        data-testid="analysis-reasoning"
      />
      <TextField
        label={t('publish.price')}
        hint={t('publish.priceHint', { max: EXPERT_LIMITS.priceMaxDiamonds })}
        type="number"
        inputMode="numeric"
        min={0}
        max={EXPERT_LIMITS.priceMaxDiamonds}
        step={1}
        value={draft.price}
        onChange={(event) => set('price', event.target.value)}
        data-testid="analysis-price"
      />
      <p className="text-xs text-slate-500">{t('publish.rules')}</p>
      <FormProblem text={problem ? problemText[problem] : null} testId="analysis-publish-problem" />
      <Button
        type="submit"
        className="self-end"
        loading={busy}
        data-testid="analysis-publish-submit"
      >
        {t('publish.submit')}
      </Button>
    </form>
  );
}
