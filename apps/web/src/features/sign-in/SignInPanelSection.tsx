import { useId } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useLazyTranslation } from '../../shared/i18n/lazy-namespaces';
import { SignInAction } from './SignInAction';
import { SignInPanelPlaceholder } from './SignInPanelPlaceholder';
import { SignInStrip } from './SignInStrip';
import { openSignIn } from './sign-in-opener';
import { useDailySignIn } from './use-daily-sign-in';

/**
 * The avatar panel's sign-in strip (spec §2): the week compact, a button that signs in at once,
 * and the way to the full dialog. Loaded with the panel's first opening.
 */
export function SignInPanelSection({ onOpenDialog }: { onOpenDialog: () => void }) {
  const { t, ready } = useLazyTranslation('signIn');
  const { t: tc } = useTranslation();
  const signIn = useDailySignIn();
  const titleId = useId();
  const { list } = signIn;
  if (!ready || list.isPending) return <SignInPanelPlaceholder />;

  return (
    <section className="rounded-lg bg-slate-50 p-2 text-xs" aria-labelledby={titleId}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 id={titleId} className="font-medium text-slate-700">
          {t('title')}
        </h3>
        <button
          type="button"
          data-testid="sign-in-open"
          className="text-brand-600 hover:underline"
          onClick={() => {
            onOpenDialog();
            openSignIn();
          }}
        >
          {t('openDialog')}
        </button>
      </div>
      {list.isError ? (
        <div className="flex items-center justify-between gap-2 text-slate-500">
          <span>{t('loadError')}</span>
          <button
            type="button"
            className="text-brand-600 hover:underline"
            onClick={() => void list.refetch()}
          >
            {tc('state.retry')}
          </button>
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <SignInStrip days={list.data.list} size="compact" />
          <SignInAction signIn={signIn} size="sm" signedLabel="signedInToday" />
        </div>
      )}
    </section>
  );
}
