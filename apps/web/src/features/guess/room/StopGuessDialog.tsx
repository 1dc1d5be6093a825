import type { Guess } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/notifications';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { FormProblem } from '../../../shared/ui/FormProblem';
import { refusalMessage, useGuessActionMutation } from '../api';
import { useGuessFormat } from '../use-guess-format';

/**
 * "Call off and refund": every stake goes back and the guess cannot be opened again, so it is
 * asked once more. The server's refusal (settled meanwhile…) shows in the dialog.
 */
export function StopGuessDialog({ guess, onClose }: { guess: Guess; onClose: () => void }) {
  const { t } = useTranslation('guess');
  const { t: tc } = useTranslation();
  const format = useGuessFormat();
  const stop = useGuessActionMutation(guess.room_id);
  const withDraw = guess.options.some((option) => option.key === 'draw');
  const refusal = stop.isError ? (refusalMessage(stop.error) ?? t('manage.failed')) : null;

  return (
    <Dialog
      open
      role="alertdialog"
      onClose={() => {
        // The request is out: closing now would hide its answer.
        if (!stop.isPending) onClose();
      }}
      title={t('manage.stopTitle')}
      testId="guess-stop-dialog"
      footer={
        <>
          <Button variant="secondary" disabled={stop.isPending} onClick={onClose}>
            {tc('action.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={stop.isPending}
            data-testid="guess-stop-confirm"
            onClick={() =>
              stop.mutate(
                { action: 'stop', guessId: guess.id },
                {
                  onSuccess: () => {
                    showToast(t('manage.stopped'), { kind: 'success' });
                    onClose();
                  },
                },
              )
            }
          >
            {t('manage.stopConfirm')}
          </Button>
        </>
      }
    >
      <p className="mb-2">
        {t('manage.stopText', {
          match: guess.match_label,
          kind: format.kind(guess.kind, guess.line, withDraw),
        })}
      </p>
      <FormProblem text={refusal} testId="guess-stop-refusal" />
    </Dialog>
  );
}
