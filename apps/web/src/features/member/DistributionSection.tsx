import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Surface';
import { useStoredValue } from '../../shared/use-stored-value';

/** The share link of a member: /main?shareCode=<invite code>. */
export function shareLink(inviteCode: string, origin: string = location.origin): string {
  return `${origin}/main?shareCode=${encodeURIComponent(inviteCode)}`;
}

/** Referral centre: the member's invite code and share link, with copy. */
export function DistributionSection() {
  const { t } = useTranslation('member');
  const user = useStoredValue('userInfo');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const code = user?.invite_code ?? '';
  const link = code ? shareLink(code) : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <Card>
      <p className="mb-4 text-sm text-slate-600">{t('distribution.intro')}</p>
      <dl className="flex flex-col gap-3 text-sm">
        <div>
          <dt className="text-slate-500">{t('distribution.inviteCode')}</dt>
          <dd className="font-mono text-lg font-semibold" data-testid="distribution-code">
            {code}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('distribution.shareLink')}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <input
              readOnly
              value={link}
              aria-label={t('distribution.shareLink')}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs"
              data-testid="distribution-link"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button size="sm" onClick={() => void copy()} disabled={!link}>
              {t('distribution.copy')}
            </Button>
          </dd>
        </div>
      </dl>
      {copied && (
        <p role="status" className="mt-2 text-xs text-slate-600">
          {copied === 'yes' ? t('distribution.copied') : t('distribution.copyFailed')}
        </p>
      )}
    </Card>
  );
}
