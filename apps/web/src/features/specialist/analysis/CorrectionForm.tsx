import { EXPERT_LIMITS } from '@tifo/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/notifications';
import { Button } from '../../../shared/ui/Button';
import { TextArea } from '../../../shared/ui/Field';
import { FormProblem } from '../../../shared/ui/FormProblem';
import { useCheckedSubmit } from '../../../shared/ui/use-form';
import { useCorrectAnalysisMutation } from '../api';

/**
 * The expert appends a correction to their analysis: the published text never changes, so
 * readers see what was said and what was added later, each with its time.
 */
export function CorrectionForm({ analysisId }: { analysisId: number }) {
  const { t } = useTranslation('experts');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const correct = useCorrectAnalysisMutation();
  const { problem, busy, submit } = useCheckedSubmit<'empty'>(
    () => (text.trim() ? null : 'empty'),
    async () => {
      await correct.mutateAsync({ id: analysisId, text: text.trim() });
      setText('');
      setOpen(false);
      showToast(t('correction.added'), { kind: 'success' });
    },
  );
  if (!open) {
    return (
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        onClick={() => setOpen(true)}
        data-testid="analysis-correct-open"
      >
        {t('correction.add')}
      </Button>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={onSubmit}
      data-testid="analysis-correct-form"
    >
      <TextArea
        label={t('correction.label')}
        hint={t('correction.hint')}
        value={text}
        maxLength={EXPERT_LIMITS.correctionMaxLength}
        counter={`${text.length}/${EXPERT_LIMITS.correctionMaxLength}`}
        onChange={(event) => setText(event.target.value)}
        data-testid="analysis-correct-text"
      />
      <FormProblem text={problem ? t('correction.empty') : null} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={() => setOpen(false)}>
          {t('correction.cancel')}
        </Button>
        <Button type="submit" size="sm" loading={busy} data-testid="analysis-correct-submit">
          {t('correction.submit')}
        </Button>
      </div>
    </form>
  );
}
