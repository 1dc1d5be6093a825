import type { AnalysisDetail } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDiamonds } from '../../../shared/format/money';
import { pageLanguage } from '../../../shared/format/locale';
import { openLoginDialog } from '../../../shared/session/login-dialog-store';
import { Button } from '../../../shared/ui/Button';
import { OutlineIcon } from '../../../shared/ui/Icon';
import { useStoredValue } from '../../../shared/use-stored-value';
import { BuyDialog } from './BuyDialog';

const LOCK =
  'M7 11V8a5 5 0 0 1 10 0v3M6 11h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1Z';

/**
 * The pick and reasoning of a paid analysis the viewer has not bought: nothing of them is on
 * the page (the server sends none). Sales close at kick-off; after that the pick shows once
 * the match is settled.
 */
export function LockedPanel({ analysis }: { analysis: AnalysisDetail }) {
  const { t, i18n } = useTranslation('experts');
  const user = useStoredValue('userInfo');
  const [buying, setBuying] = useState(false);
  const price = formatDiamonds(analysis.price, pageLanguage(i18n.language));
  const onSale = analysis.status === 'open';
  return (
    <section
      className="flex flex-col items-center gap-3 rounded-xl bg-slate-50 px-4 py-8 text-center ring-1 ring-slate-200"
      data-testid="analysis-locked"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-white text-slate-500 ring-1 ring-slate-200">
        <OutlineIcon path={LOCK} className="size-6" />
      </span>
      <p className="font-semibold text-slate-900">{t('locked.title')}</p>
      <p className="max-w-sm text-sm text-slate-600">
        {onSale ? t('locked.hint', { amount: price }) : t('locked.closed')}
      </p>
      {onSale && (
        <Button
          onClick={() => (user ? setBuying(true) : openLoginDialog())}
          data-testid="analysis-buy"
        >
          {t('locked.buy', { amount: price })}
        </Button>
      )}
      {buying && <BuyDialog analysis={analysis} onClose={() => setBuying(false)} />}
    </section>
  );
}
