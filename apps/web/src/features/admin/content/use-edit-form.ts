import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/notifications';
import { refusalMessage } from '../../../shared/refusal-message';
import type { Checked } from './form-check';

/** The keys of a form's values that hold typed text (bound to text fields). */
type TextKey<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values];

/**
 * An edit dialog's state: the values as typed, the fields the contract refuses, and the
 * server's refusal, which stays in the dialog (the values are kept to correct them).
 */
export function useEditForm<Values extends object, Field extends string, Edit>({
  initial,
  check,
  save,
  onSaved,
}: {
  initial: () => Values;
  check: (values: Values) => Checked<Edit, Field>;
  save: (edit: Edit) => Promise<unknown>;
  onSaved: () => void;
}) {
  const { t } = useTranslation('adminContent');
  const [values, setValues] = useState<Values>(initial);
  const [problems, setProblems] = useState<ReadonlySet<Field>>(new Set());
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const bind = (field: TextKey<Values>) => ({
    value: String(values[field]),
    onChange: (event: { target: { value: string } }) =>
      set(field, event.target.value as Values[TextKey<Values>]),
  });

  const submit = async () => {
    const checked = check(values);
    setProblems(checked.problems ?? new Set());
    if (checked.problems !== null) {
      // A refusal on no field the form shows would otherwise send nothing and say nothing.
      setRefusal(checked.problems.size === 0 ? t('form.invalid') : null);
      return;
    }
    setRefusal(null);
    setSaving(true);
    try {
      await save(checked.edit);
      showToast(t('form.saved'), { kind: 'success' });
      onSaved();
    } catch (error) {
      setRefusal(refusalMessage(error) ?? t('form.failed'));
    } finally {
      setSaving(false);
    }
  };

  return { values, set, bind, problems, refusal, saving, submit };
}
