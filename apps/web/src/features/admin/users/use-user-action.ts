import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { requestConfirm, showToast } from '../../../shared/notifications';
import { refusalMessage } from '../../../shared/refusal-message';

interface UserAction {
  /** The question the staff member confirms first. */
  confirm: string;
  confirmLabel: string;
  send: () => Promise<unknown>;
  /** The notice once it is done. */
  done: string;
}

/**
 * One confirmed action on a member's page (reset, end sessions, lift, role): asks first, then
 * sends; a refusal stays beside the button that asked for it rather than in a toast.
 */
export function useUserAction() {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async ({ confirm, confirmLabel, send, done }: UserAction) => {
    if (busy || !(await requestConfirm({ message: confirm, confirmLabel }))) return;
    setBusy(true);
    setProblem(null);
    try {
      await send();
      showToast(done, { kind: 'success' });
    } catch (error) {
      setProblem(refusalMessage(error) ?? t('review.failed'));
    } finally {
      setBusy(false);
    }
  };

  return { run, busy, problem };
}
