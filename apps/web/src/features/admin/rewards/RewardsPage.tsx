import { REWARD_CAPS, type RewardRules } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDiamonds } from '../../../shared/format/money';
import { cx } from '../../../shared/ui/cx';
import { isAdministrator, useStaff } from '../staff';
import { AdministratorsOnlyNote, ConsolePage } from '../ui/ConsolePage';
import { QueryState } from '../ui/QueryState';
import { useLanguage } from '../ui/use-language';
import { LevelsCard } from './LevelsCard';
import { NoblesCard } from './NoblesCard';
import { draftWorstCase } from './reward-form';
import { useRewardRulesEditQuery } from './rewards-api';
import { SignInCard } from './SignInCard';
import { TasksCard } from './TasksCard';
import { useRewardDrafts } from './use-reward-drafts';

/**
 * The reward rules (sign-in gold, daily tasks, noble prices, level ladders): everyone on the
 * console reads them, administrators change them one section at a time.
 */
export function RewardsPage() {
  const { t } = useTranslation('adminContent', { keyPrefix: 'rewards' });
  const { t: tAdmin } = useTranslation('admin');
  const canEdit = isAdministrator(useStaff());
  const rules = useRewardRulesEditQuery();

  return (
    <ConsolePage title={tAdmin('nav.rewards')} description={t('description')}>
      {!canEdit && <AdministratorsOnlyNote text={t('administratorsOnly')} />}
      <QueryState query={rules}>
        {(data) => <RewardForms rules={data} canEdit={canEdit} />}
      </QueryState>
    </ConsolePage>
  );
}

function RewardForms({ rules, canEdit }: { rules: RewardRules; canEdit: boolean }) {
  const { drafts, setSection } = useRewardDrafts(rules);
  const worstCase = draftWorstCase(drafts);
  const overCap = worstCase !== null && worstCase > REWARD_CAPS.dailyGold;
  return (
    <div className="flex flex-col gap-4">
      <DailyGoldLine worstCase={worstCase} overCap={overCap} />
      <SignInCard
        drafts={drafts}
        onChange={(days) => setSection('sign_in', days)}
        canEdit={canEdit}
        overCap={overCap}
      />
      <TasksCard
        drafts={drafts}
        onChange={(tasks) => setSection('daily_tasks', tasks)}
        canEdit={canEdit}
        overCap={overCap}
      />
      <NoblesCard
        drafts={drafts}
        onChange={(prices) => setSection('nobles', prices)}
        canEdit={canEdit}
      />
      <LevelsCard
        drafts={drafts}
        onChange={(steps) => setSection('levels', steps)}
        canEdit={canEdit}
      />
    </div>
  );
}

/**
 * The most gold one member could collect in a day with the strip and tasks as typed, against
 * the cap the server holds every save to.
 */
function DailyGoldLine({ worstCase, overCap }: { worstCase: number | null; overCap: boolean }) {
  const { t } = useTranslation('adminContent', { keyPrefix: 'rewards' });
  const language = useLanguage();
  const cap = formatDiamonds(REWARD_CAPS.dailyGold, language);
  const text =
    worstCase === null
      ? t('cap.incomplete', { cap })
      : t(overCap ? 'cap.over' : 'cap.within', {
          amount: formatDiamonds(worstCase, language),
          cap,
        });
  return (
    <p
      data-testid="daily-gold-cap"
      data-over={overCap || undefined}
      role={overCap ? 'alert' : 'status'}
      className={cx(
        'rounded-lg px-3 py-2 text-sm ring-1',
        overCap ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-white text-slate-700 ring-slate-200',
      )}
    >
      {text}
    </p>
  );
}
