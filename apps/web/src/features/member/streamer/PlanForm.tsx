import {
  BROADCAST_PLAN_LIMITS,
  type BroadcastPlan,
  type MatchSummary,
  type SportName,
} from '@tifo/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { pageLanguage } from '../../../shared/format/locale';
import { showToast } from '../../../shared/notifications';
import { refusalMessage } from '../../../shared/refusal-message';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/Field';
import { FormProblem } from '../../../shared/ui/FormProblem';
import { formatPlannedAt, planMatchLabel, useSavePlanMutation } from '../../broadcast-plans';
import { viewerDate } from '../../scores';
import { CoverField } from './CoverField';
import { MatchPicker } from './MatchPicker';
import {
  browserTime,
  fieldsOf,
  LATE_MAX,
  problemsOf,
  type PlanFields,
  type Problem,
} from './plan-fields';
import { fromLocalInput, offsetLabel, toLocalInput, zoneOffsetMinutes } from './planned-time';

const TITLE_MAX = BROADCAST_PLAN_LIMITS.titleMaxLength;

/**
 * Plans a broadcast (`Live/setLiveList`) or changes one: the match (not started yet), the start
 * time in the viewer's time zone, a title and an optional cover. Every save waits for review, an
 * approved plan's too, and the form says so.
 */
export function PlanForm({ plan, onDone }: { plan?: BroadcastPlan; onDone: () => void }) {
  const { t, i18n } = useTranslation('streamer');
  const language = pageLanguage(i18n.language);
  const save = useSavePlanMutation();
  const [fields, setFields] = useState(() => fieldsOf(plan));
  const [shown, setShown] = useState<Problem[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const plannedAt = fromLocalInput(fields.time);
  const zone = offsetLabel(zoneOffsetMinutes(plannedAt ? Date.parse(plannedAt) : Date.now()));
  const elsewhere = browserTime(plannedAt, language);

  const set = (changes: Partial<PlanFields>) => {
    setFields((previous) => ({ ...previous, ...changes }));
    setRefusal(null);
  };
  const chooseMatch = (matchId: string | null, match: MatchSummary | null) => {
    if (matchId === null) set({ matchId, kickoff: null });
    // A new match starts the time at its kick-off: the old time belonged to the old match.
    else if (match) set({ matchId, kickoff: match.kickoff, time: toLocalInput(match.kickoff) });
    else set({ matchId });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const problems = problemsOf(fields, plannedAt);
    setShown(problems);
    if (problems.length > 0 || fields.matchId === null || plannedAt === null) return;
    save.mutate(
      {
        ...(plan ? { id: plan.id } : {}),
        match_id: fields.matchId,
        planned_at: plannedAt,
        title: fields.title.trim(),
        cover: fields.cover,
      },
      {
        onSuccess: () => {
          showToast(t('plans.form.submitted'), { kind: 'success' });
          onDone();
        },
        onError: (error) => setRefusal(refusalMessage(error) ?? t('plans.form.failed')),
      },
    );
  };

  // A problem shows once a submit found it, and until it is fixed.
  const current = problemsOf(fields, plannedAt);
  const has = (problem: Problem) => shown.includes(problem) && current.includes(problem);
  const sport: SportName = plan?.match.sport ?? 'football';

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="plan-form">
      <MatchPicker
        value={fields.matchId}
        currentLabel={plan ? planMatchLabel(plan.match, language) : null}
        initialSport={sport}
        initialDate={plan ? viewerDate(new Date(plan.match.kickoff)) : undefined}
        days={7}
        choice="notStarted"
        labels={{
          legend: t('plans.form.match'),
          hint: t('plans.form.matchHint'),
          none: t('plans.form.matchNone'),
        }}
        error={has('match') ? t('plans.form.matchMissing') : undefined}
        testId="plan-match"
        onChange={chooseMatch}
      />
      <div className="flex flex-col gap-1">
        <TextField
          type="datetime-local"
          label={t('plans.form.time', { zone })}
          value={fields.time}
          hint={t('plans.form.timeHint', { zone })}
          error={
            has('time')
              ? t('plans.form.timeMissing')
              : has('late')
                ? t('plans.form.timeTooLate', { minutes: LATE_MAX })
                : undefined
          }
          onChange={(event) => set({ time: event.target.value })}
          data-testid="plan-time"
        />
        <p className="flex flex-wrap gap-x-3 text-xs text-slate-600">
          {fields.kickoff && (
            <span data-testid="plan-kickoff">
              {t('plans.form.kickoff', { time: formatPlannedAt(fields.kickoff, language) })}
            </span>
          )}
          {elsewhere && <span>{t('plans.form.yourTime', { time: elsewhere })}</span>}
        </p>
      </div>
      <TextField
        label={t('plans.form.title')}
        value={fields.title}
        maxLength={TITLE_MAX}
        counter={`${fields.title.length}/${TITLE_MAX}`}
        placeholder={t('plans.form.titlePlaceholder')}
        error={has('title') ? t('plans.form.titleMissing') : undefined}
        onChange={(event) => set({ title: event.target.value })}
        data-testid="plan-title"
      />
      <CoverField
        label={t('plans.form.cover')}
        cover={fields.cover}
        emptyText={t('plans.form.noCover')}
        hint={t('settings.coverHint')}
        testId="plan-cover-upload"
        onChange={(cover) => set({ cover })}
      />
      {plan?.status === 'approved' ? (
        <p
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="plan-back-to-review"
        >
          {t('plans.form.backToReview')}
        </p>
      ) : (
        <p className="text-xs text-slate-500">{t('plans.form.reviewInfo')}</p>
      )}
      <FormProblem text={refusal} testId="plan-refusal" />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          {t('plans.form.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending} data-testid="plan-submit">
          {plan ? t('plans.form.resubmit') : t('plans.form.submit')}
        </Button>
      </div>
    </form>
  );
}
