import { useTranslation } from '../../shared/i18n/use-translation';
import { Card } from '../../shared/ui/Surface';
import { useStoredValue } from '../../shared/use-stored-value';
import { CopyField } from './CopyField';
import { shareLink } from './links';

/**
 * The member's invite code and share link. The code comes from the stored profile, so it shows
 * at once and even when the summary fails to load.
 */
export function InviteCard() {
  const { t } = useTranslation('distribution');
  const user = useStoredValue('userInfo');
  const code = user?.invite_code ?? '';
  return (
    <Card>
      <p className="mb-4 text-sm text-slate-600">{t('intro')}</p>
      <dl className="flex flex-col gap-3 text-sm">
        <div>
          <dt className="text-slate-500">{t('inviteCode')}</dt>
          <dd className="font-mono text-lg font-semibold" data-testid="distribution-code">
            {code}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('shareLink')}</dt>
          <dd>
            <CopyField
              label={t('shareLink')}
              value={code ? shareLink(code) : ''}
              testId="distribution-link"
            />
          </dd>
        </div>
      </dl>
    </Card>
  );
}
