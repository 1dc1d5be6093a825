import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { ListSkeleton, LoadMore } from '../../../shared/ui/ListStates';
import { LoadError } from '../../../shared/ui/LoadError';
import { Card, EmptyState } from '../../../shared/ui/Surface';
import { useStoredValue } from '../../../shared/use-stored-value';
import { useMyPlansQuery } from '../../broadcast-plans';
import { PlanForm } from './PlanForm';
import { PlanRow } from './PlanRow';
import { ApplyPrompt } from './StreamerGate';

/** Which form is open: none, a new plan, or the plan with this id. */
type Editing = null | 'new' | number;

function PlanList({
  editing,
  onEdit,
  onNew,
}: {
  editing: Editing;
  onEdit: (editing: Editing) => void;
  onNew: () => void;
}) {
  const { t } = useTranslation('streamer');
  const plans = useMyPlansQuery();
  const list = plans.data?.pages.flatMap((page) => page.list) ?? [];

  if (plans.isPending) {
    return <ListSkeleton count={3} className="flex flex-col gap-3" itemClassName="h-24 w-full" />;
  }
  if (plans.isError) {
    return <LoadError onRetry={() => void plans.refetch()} retrying={plans.isRefetching} />;
  }
  if (list.length === 0) {
    return (
      <EmptyState
        title={t('plans.empty')}
        description={t('plans.emptyHint')}
        action={
          editing === 'new' ? undefined : (
            <Button size="sm" onClick={onNew}>
              {t('plans.new')}
            </Button>
          )
        }
      />
    );
  }
  return (
    <>
      <ul className="divide-y divide-slate-100" aria-label={t('plans.listTitle')}>
        {list.map((plan) =>
          editing === plan.id ? (
            <li key={plan.id} className="flex flex-col gap-3 py-4">
              <h3 className="font-semibold text-slate-900">{t('plans.form.editTitle')}</h3>
              <PlanForm plan={plan} onDone={() => onEdit(null)} />
            </li>
          ) : (
            <PlanRow key={plan.id} plan={plan} onEdit={() => onEdit(plan.id)} />
          ),
        )}
      </ul>
      <LoadMore
        visible={plans.hasNextPage}
        loading={plans.isFetchingNextPage}
        onLoad={() => void plans.fetchNextPage()}
        label={t('plans.more')}
        testId="broadcast-plans-more"
        className="mt-2 w-full"
      />
    </>
  );
}

/**
 * The member centre's broadcast reservations (spec §2), for streamers: plan a broadcast of an
 * upcoming match, follow its review, change or withdraw it. Others see how to become one.
 */
export function BroadcastPlansPanel() {
  const { t } = useTranslation('streamer');
  const user = useStoredValue('userInfo');
  const [editing, setEditing] = useState<Editing>(null);
  if ((user?.is_anchor ?? 0) === 0) return <ApplyPrompt />;

  return (
    <div className="flex flex-col gap-4" data-testid="broadcast-plans">
      {editing === 'new' ? (
        <Card title={t('plans.form.newTitle')}>
          <PlanForm onDone={() => setEditing(null)} />
        </Card>
      ) : (
        <Card className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <p className="flex-1 text-sm text-slate-600">{t('plans.intro')}</p>
          <Button
            size="sm"
            className="self-end sm:self-auto"
            onClick={() => setEditing('new')}
            data-testid="plan-new"
          >
            {t('plans.new')}
          </Button>
        </Card>
      )}
      <Card title={t('plans.listTitle')}>
        <PlanList editing={editing} onEdit={setEditing} onNew={() => setEditing('new')} />
      </Card>
    </div>
  );
}
