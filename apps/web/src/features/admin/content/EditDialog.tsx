import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { FormProblem } from '../../../shared/ui/FormProblem';

/** The frame of a catalogue's Add/Edit dialog: the form's fields, the refusal, Cancel and Save. */
export function EditDialog({
  title,
  formId,
  testId,
  saving,
  refusal,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  formId: string;
  testId: string;
  saving: boolean;
  refusal: string | null;
  onClose: () => void;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  const { t } = useTranslation('adminContent');
  const { t: tc } = useTranslation();
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      width={640}
      fullScreenOnPhone
      testId={testId}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {tc('action.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {t('form.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="grid grid-cols-1 gap-3 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        {children}
        <div className="sm:col-span-2">
          <FormProblem text={refusal} />
        </div>
      </form>
    </Dialog>
  );
}

/** A checkbox of an edit form (offered, on sale). */
export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-slate-700">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-brand-600"
      />
      {label}
    </label>
  );
}
