import { useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { refusalMessage } from '../refusal-message';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { TextArea } from './Field';
import { FormProblem } from './FormProblem';
import { RadioGroup } from './RadioGroup';

/** The words of one kind of report, in the caller's namespace. */
export interface ReportDialogText {
  title: string;
  /** The legend over the reasons. */
  reason: string;
  note: string;
  send: string;
}

/**
 * Reports something to the operators (a room, a comment, a post, a chat message, a member):
 * one of `reasons`, an optional note with a counter, Send and Cancel. `onSend` sends it and,
 * on success, thanks the member and closes the dialog; a refusal's words (reporting yourself,
 * too many reports) stay in the dialog, which stays open. Render it only while open.
 */
export function ReportDialog<Reason extends string>({
  text,
  reasons,
  initialReason = null,
  noteMax,
  context,
  testId = 'report-dialog',
  onSend,
  onClose,
}: {
  text: ReportDialogText;
  reasons: readonly { value: Reason; label: string }[];
  /** Null: the member must pick one before Send works. */
  initialReason?: Reason | null;
  noteMax: number;
  /** What is being reported, shown above the reasons (a message's text). */
  context?: ReactNode;
  testId?: string;
  onSend: (reason: Reason, note: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<Reason | null>(initialReason);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async () => {
    if (reason === null || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await onSend(reason, note.trim());
    } catch (error) {
      // Network failures and session ends were announced by the API client already.
      setProblem(refusalMessage(error));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={text.title}
      testId={testId}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button
            data-testid="report-submit"
            disabled={reason === null}
            loading={busy}
            onClick={() => void send()}
          >
            {text.send}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {context}
        <RadioGroup
          legend={text.reason}
          name={`${testId}-reason`}
          options={reasons}
          value={reason}
          onChange={setReason}
          className="grid grid-cols-2"
        />
        <TextArea
          label={text.note}
          value={note}
          maxLength={noteMax}
          counter={`${note.length}/${noteMax}`}
          onChange={(event) => setNote(event.target.value)}
          className="min-h-20"
        />
        <FormProblem text={problem} />
      </div>
    </Dialog>
  );
}
