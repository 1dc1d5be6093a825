import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TextArea } from '../../../shared/ui/Field';
import { FormDialog, useDialogSubmit } from './FormDialog';

export interface DecisionDialogProps {
  title: string;
  /** What is being decided on, in a sentence. */
  summary: string;
  confirmLabel: string;
  /** The note is required unless `noteOptional`: the member is told why, the audit log keeps it. */
  noteLabel: string;
  noteMax: number;
  noteOptional?: boolean;
  danger?: boolean;
  onClose: () => void;
  /** Sends the decision; a refusal's message is shown in the dialog, which stays open. */
  onConfirm: (note: string) => Promise<void>;
}

/** Confirms one decision with its note. Render it only while open. */
export function DecisionDialog({
  title,
  summary,
  confirmLabel,
  noteLabel,
  noteMax,
  noteOptional = false,
  danger = false,
  onClose,
  onConfirm,
}: DecisionDialogProps) {
  const { t } = useTranslation('admin');
  const [note, setNote] = useState('');
  const { busy, problem, setProblem, submit } = useDialogSubmit();

  const confirm = () => {
    if (!noteOptional && !note.trim()) {
      setProblem(t('review.noteRequired', { label: noteLabel }));
      return;
    }
    void submit(() => onConfirm(note.trim()));
  };

  return (
    <FormDialog
      title={title}
      confirmLabel={confirmLabel}
      danger={danger}
      busy={busy}
      problem={problem}
      onClose={onClose}
      onConfirm={confirm}
      testId="decision-dialog"
    >
      <p className="break-words">{summary}</p>
      <TextArea
        label={noteLabel}
        value={note}
        maxLength={noteMax}
        required={!noteOptional}
        counter={`${note.length}/${noteMax}`}
        className="min-h-24"
        onChange={(event) => setNote(event.target.value)}
      />
    </FormDialog>
  );
}
