import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';

/**
 * The last step before a conversion: it says plainly that it cannot be undone (spec §5). Open
 * while `amount` (already worded, e.g. "30 钻石") is set.
 */
export function ConversionConfirmDialog({
  amount,
  pending,
  onCancel,
  onConfirm,
}: {
  amount: string | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('payout');
  const { t: tc } = useTranslation();
  return (
    <Dialog
      open={amount !== null}
      onClose={() => {
        // The request is out: closing now would hide its answer.
        if (!pending) onCancel();
      }}
      title={t('conversion.confirmTitle')}
      role="alertdialog"
      testId="conversion-dialog"
      footer={
        <>
          <Button variant="secondary" disabled={pending} onClick={onCancel}>
            {tc('action.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={pending}
            onClick={onConfirm}
            data-testid="conversion-confirm"
          >
            {t('conversion.confirm')}
          </Button>
        </>
      }
    >
      <p className="mb-2 tabular-nums">{t('conversion.confirmAmount', { amount: amount ?? '' })}</p>
      <p className="font-semibold text-red-700">{t('conversion.irreversible')}</p>
    </Dialog>
  );
}
