import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/notifications';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { TextField } from '../../../shared/ui/Field';
import { useSealRoomMutation } from '../api';

const REASON_MAX = 100;

/** Operators: seal a room (its broadcast ends and it cannot go live), with a reason. */
export function SealDialog({ roomId, onClose }: { roomId: number; onClose: () => void }) {
  const { t } = useTranslation('live');
  const [reason, setReason] = useState('');
  const seal = useSealRoomMutation(roomId);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('seal.title')}
      role="alertdialog"
      testId="seal-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('report.cancel')}
          </Button>
          <Button
            variant="danger"
            data-testid="seal-confirm"
            loading={seal.isPending}
            onClick={() =>
              seal.mutate(
                { sealed: true, reason: reason.trim() },
                {
                  onSuccess: () => {
                    showToast(t('seal.done'), { kind: 'success' });
                    onClose();
                  },
                },
              )
            }
          >
            {t('seal.confirm')}
          </Button>
        </>
      }
    >
      <p className="mb-3">{t('seal.warning')}</p>
      <TextField
        label={t('seal.reason')}
        value={reason}
        maxLength={REASON_MAX}
        counter={`${reason.length}/${REASON_MAX}`}
        onChange={(event) => setReason(event.target.value)}
      />
    </Dialog>
  );
}
