import { LANGUAGES, type Language } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { refusalMessage } from '../../../shared/refusal-message';
import {
  checkNewsForm,
  firstLanguageWithProblem,
  type NewsFormValues,
  type NewsProblem,
  type VersionDraft,
} from './news-form';
import type { NewsSave } from './news-api';
import { useUnsavedGuard } from './use-unsaved-guard';

/**
 * The editor's state: the values as typed, the problems the contract finds (marked before
 * anything is sent), the server's refusal (the values stay, to correct them) and the open tab.
 */
export function useNewsForm({
  id,
  initial,
  save,
  onSaved,
}: {
  id: number | null;
  initial: () => NewsFormValues;
  save: (edit: NewsSave) => Promise<unknown>;
  onSaved: () => void;
}) {
  const { t } = useTranslation('adminContent');
  const [initialValues] = useState(initial);
  const [values, setValues] = useState(initialValues);
  const [language, setLanguage] = useState<Language>(() => firstWritten(initialValues) ?? 'zh');
  const [problems, setProblems] = useState<ReadonlySet<NewsProblem>>(new Set());
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(initialValues);

  const { allowLeaving } = useUnsavedGuard(dirty);

  const set = <K extends keyof NewsFormValues>(field: K, value: NewsFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const setVersion = (of: Language, change: Partial<VersionDraft>) =>
    setValues((current) => ({
      ...current,
      versions: { ...current.versions, [of]: { ...current.versions[of], ...change } },
    }));

  const submit = async () => {
    const checked = checkNewsForm(values);
    setProblems(checked.problems ?? new Set());
    if (checked.problems !== null) {
      const open = firstLanguageWithProblem(checked.problems);
      if (open) setLanguage(open);
      // A refusal on nothing the form marks (its tags or match) would otherwise say nothing useful.
      const unmarked = [...checked.problems].every((problem) => problem === 'other');
      setRefusal(
        t(
          checked.problems.has('languages')
            ? 'news.problem.languages'
            : unmarked
              ? 'form.invalid'
              : 'news.problem.check',
        ),
      );
      return;
    }
    setRefusal(null);
    setSaving(true);
    try {
      await save({ id, body: checked.edit });
      allowLeaving();
      onSaved();
    } catch (error) {
      setRefusal(refusalMessage(error) ?? t('form.failed'));
    } finally {
      setSaving(false);
    }
  };

  return {
    values,
    set,
    setVersion,
    language,
    setLanguage,
    problems,
    refusal,
    saving,
    submit,
  };
}

function firstWritten(values: NewsFormValues): Language | undefined {
  return LANGUAGES.find((language) => values.versions[language].written);
}
