import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { refusalMessage } from '../../../shared/refusal-message';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { FormProblem } from '../../../shared/ui/FormProblem';

/**
 * A console dialog's sending state: `submit` sends once at a time; a refusal (the server's
 * words) or a local problem is shown in the dialog, which stays open to be corrected.
 */
export function useDialogSubmit() {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (send: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await send();
    } catch (error) {
      setProblem(refusalMessage(error) ?? t('review.failed'));
      setBusy(false);
    }
  };

  return { busy, problem, setProblem, submit };
}

/** A dialog that asks for a few fields, then Cancel and its confirm button. Render it while open. */
export function FormDialog({
  title,
  confirmLabel,
  danger = false,
  busy,
  problem,
  onClose,
  onConfirm,
  testId,
  children,
}: {
  title: string;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  problem: string | null;
  onClose: () => void;
  onConfirm: () => void;
  testId?: string;
  children: ReactNode;
}) {
  const { t: tc } = useTranslation();
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      testId={testId}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {tc('action.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        {children}
        <FormProblem text={problem} />
      </div>
    </Dialog>
  );
}
