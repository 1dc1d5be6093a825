import { SITE_TIME_ZONE } from '@tifo/contract';
import { pageLanguage } from '../../shared/format/locale';
import { zoneOffsetName } from '../../shared/format/time-zone';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Button } from '../../shared/ui/Button';
import { EmptyState, Skeleton } from '../../shared/ui/Surface';
import { SignInAction } from './SignInAction';
import { SignInStrip } from './SignInStrip';
import { useDailySignIn } from './use-daily-sign-in';

/** The dialog's content for a member: the strip large, the streak and the button. */
export function SignInWeek() {
  const { t, i18n } = useTranslation('signIn');
  const { t: tc } = useTranslation();
  const signIn = useDailySignIn();
  const { list } = signIn;

  if (list.isPending) {
    return (
      <div data-state="loading" className="flex flex-col gap-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (list.isError) {
    return (
      <EmptyState
        title={t('loadError')}
        action={
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {tc('state.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <SignInStrip days={list.data.list} size="large" />
      <p data-testid="sign-in-streak" className="text-center text-slate-600">
        {t('streak', { count: list.data.streak })}
      </p>
      <SignInAction signIn={signIn} size="lg" signedLabel="signedIn" />
      {/* Business days are the site's, not the viewer's (issue 24): say so where they count. */}
      <p data-testid="sign-in-site-day" className="text-center text-xs text-slate-500">
        {t('siteDayNote', { zone: zoneOffsetName(SITE_TIME_ZONE, pageLanguage(i18n.language)) })}
      </p>
    </div>
  );
}
