import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../../shared/refusal-message';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { TextArea } from '../../../shared/ui/Field';
import { FormProblem } from '../../../shared/ui/FormProblem';

export interface DecisionDialogProps {
  title: string;
  /** What is being decided on, in a sentence. */
  summary: string;
  confirmLabel: string;
  /** The note is required: the member is told why, and the audit log keeps it. */
  noteLabel: string;
  noteMax: number;
  danger?: boolean;
  onClose: () => void;
  /** Sends the decision; a refusal's message is shown in the dialog, which stays open. */
  onConfirm: (note: string) => Promise<void>;
}

/** Confirms one decision with its required note. Render it only while open. */
export function DecisionDialog({
  title,
  summary,
  confirmLabel,
  noteLabel,
  noteMax,
  danger = false,
  onClose,
  onConfirm,
}: DecisionDialogProps) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (busy) return;
    if (!note.trim()) {
      setProblem(t('review.noteRequired', { label: noteLabel }));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await onConfirm(note.trim());
    } catch (error) {
      setProblem(refusalMessage(error) ?? t('review.failed'));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      testId="decision-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {tc('action.cancel')}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            loading={busy}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="break-words">{summary}</p>
        <TextArea
          label={noteLabel}
          value={note}
          maxLength={noteMax}
          required
          counter={`${note.length}/${noteMax}`}
          className="min-h-24"
          onChange={(event) => setNote(event.target.value)}
        />
        <FormProblem text={problem} />
      </div>
    </Dialog>
  );
}
