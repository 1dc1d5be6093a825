import { useTranslation } from '../../shared/i18n/use-translation';
import { LoginPrompt } from '../../shared/session/LoginPrompt';
import { Icon } from '../../shared/ui/Icon';
import { useStoredValue } from '../../shared/use-stored-value';
import { ReservedBroadcasts } from '../broadcast-plans';
import { ReservedMatches } from './ReservedMatches';

/**
 * /reserve (spec §2): what the member asked to be reminded of, each with cancel. Streamers'
 * broadcasts come first: they are few, and one on now can be watched at once.
 */
export function ReservePage() {
  const { t } = useTranslation('anchor');
  const user = useStoredValue('userInfo');

  return (
    <div className="mx-auto max-w-4xl px-4 py-6" data-testid="reserve-page">
      <h1 className="text-xl font-bold text-slate-900">{t('reserve.title')}</h1>
      <p className="mt-1 mb-4 text-sm text-slate-500">{t('reserve.intro')}</p>
      {user ? (
        <div className="flex flex-col gap-6">
          <section aria-labelledby="reserved-broadcasts-heading" className="flex flex-col gap-3">
            <h2 id="reserved-broadcasts-heading" className="text-base font-semibold text-slate-900">
              {t('reserve.sections.broadcasts')}
            </h2>
            <ReservedBroadcasts />
          </section>
          <section aria-labelledby="reserved-matches-heading" className="flex flex-col gap-3">
            <h2 id="reserved-matches-heading" className="text-base font-semibold text-slate-900">
              {t('reserve.sections.matches')}
            </h2>
            <ReservedMatches />
          </section>
        </div>
      ) : (
        <LoginPrompt
          title={t('reserve.loginTitle')}
          description={t('reserve.loginHint')}
          icon={<Icon name="calendar" className="size-6" />}
        />
      )}
    </div>
  );
}
