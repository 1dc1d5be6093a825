import { LANGUAGES, LEGAL_TEXT_KINDS, type Language, type LegalTextKind } from '@tifo/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { requestConfirm, showToast } from '../../../shared/notifications';
import { refusalMessage } from '../../../shared/refusal-message';
import { Button } from '../../../shared/ui/Button';
import { SelectField } from '../../../shared/ui/Field';
import { FormProblem } from '../../../shared/ui/FormProblem';
import { ConsolePage } from '../ui/ConsolePage';
import { QueryState } from '../ui/QueryState';
import { When } from '../ui/When';
import { useLegalTextsQuery, useSaveLegalTextMutation } from './content-api';
import { LegalEditor } from './LegalEditor';

/** The user agreement and privacy policy of /about-user, in each language; any staff writes them. */
export function LegalTextsPage() {
  const { t } = useTranslation('adminContent');
  const texts = useLegalTextsQuery();
  const save = useSaveLegalTextMutation();
  const [kind, setKind] = useState<LegalTextKind>('agreement');
  const [language, setLanguage] = useState<Language>('zh');
  // null: the saved text shows; else what is typed and not saved yet.
  const [draft, setDraft] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const entry = texts.data?.list.find((text) => text.kind === kind && text.language === language);
  const saved = entry?.body ?? '';
  const dirty = draft !== null && draft !== saved;

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const choose = async (next: { kind?: LegalTextKind; language?: Language }) => {
    if (
      dirty &&
      !(await requestConfirm({ message: t('legal.unsaved'), confirmLabel: t('legal.discard') }))
    ) {
      return;
    }
    if (next.kind) setKind(next.kind);
    if (next.language) setLanguage(next.language);
    setDraft(null);
    setRefusal(null);
  };
  const send = async (body: string) => {
    setRefusal(null);
    try {
      await save.mutateAsync({ kind, language, body });
      setDraft(null);
      showToast(t('form.saved'), { kind: 'success' });
    } catch (error) {
      setRefusal(refusalMessage(error) ?? t('form.failed'));
    }
  };
  const restoreBuiltIn = async () => {
    const confirmed = await requestConfirm({
      message: t('legal.builtInConfirm'),
      confirmLabel: t('legal.builtIn'),
    });
    if (confirmed) await send('');
  };

  return (
    <ConsolePage title={t('nav.legal')} description={t('legal.description')}>
      <div className="grid grid-cols-1 gap-3 sm:max-w-lg sm:grid-cols-2">
        <SelectField
          label={t('legal.kindLabel')}
          value={kind}
          onChange={(event) =>
            void choose({ kind: LEGAL_TEXT_KINDS.find((option) => option === event.target.value) })
          }
        >
          {LEGAL_TEXT_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(`legal.kind.${option}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('legal.languageLabel')}
          value={language}
          onChange={(event) =>
            void choose({ language: LANGUAGES.find((option) => option === event.target.value) })
          }
        >
          {LANGUAGES.map((option) => (
            <option key={option} value={option}>
              {t(`form.language.${option}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <QueryState query={texts}>
        {() => (
          <>
            <p data-testid="legal-status" className="text-sm text-slate-600">
              {entry?.body == null ? (
                t('legal.usingBuiltIn')
              ) : (
                <>
                  {t('legal.updatedAt')} <When iso={entry.updated_at} />
                </>
              )}
            </p>
            <LegalEditor
              label={t(`legal.kind.${kind}`)}
              body={draft ?? saved}
              onChange={setDraft}
            />
            <FormProblem text={refusal} />
            <div className="flex flex-wrap gap-2">
              <Button
                disabled={!dirty}
                loading={save.isPending}
                onClick={() => void send(draft ?? '')}
              >
                {t('form.save')}
              </Button>
              <Button
                variant="secondary"
                disabled={save.isPending || (entry?.body == null && !dirty)}
                onClick={() => void restoreBuiltIn()}
              >
                {t('legal.builtIn')}
              </Button>
            </div>
          </>
        )}
      </QueryState>
    </ConsolePage>
  );
}
