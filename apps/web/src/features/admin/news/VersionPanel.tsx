import { NEWS_WRITING_LIMITS, type Language } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { TextArea, TextField } from '../../../shared/ui/Field';
import { formatWhole } from '../ui/amounts';
import { useLanguage } from '../ui/use-language';
import { BodyPreview } from './BodyPreview';
import type { NewsProblem, VersionDraft } from './news-form';

/**
 * One language's version of the article: title, summary and HTML body with their counters and
 * the body's preview, and the control that removes the language (or adds it back).
 */
export function VersionPanel({
  language,
  draft,
  problems,
  onChange,
}: {
  language: Language;
  draft: VersionDraft;
  problems: ReadonlySet<NewsProblem>;
  onChange: (change: Partial<VersionDraft>) => void;
}) {
  const { t } = useTranslation('adminContent');
  const pageLanguage = useLanguage();
  const name = t(`form.language.${language}`);
  const limit = (max: number) => formatWhole(max, pageLanguage);
  const counter = (text: string, max: number) =>
    `${formatWhole(text.length, pageLanguage)}/${limit(max)}`;

  if (!draft.written) {
    return (
      <div className="flex flex-col items-start gap-3 py-2">
        <p className="text-sm text-slate-600">{t('news.editor.notWritten', { language: name })}</p>
        <Button variant="secondary" onClick={() => onChange({ written: true })}>
          {t('news.editor.addLanguage', { language: name })}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-500">{t('news.editor.removeHint')}</p>
        <Button size="sm" variant="secondary" onClick={() => onChange({ written: false })}>
          {t('news.editor.removeLanguage', { language: name })}
        </Button>
      </div>
      <TextField
        label={t('news.editor.title')}
        maxLength={NEWS_WRITING_LIMITS.titleMaxLength}
        counter={counter(draft.title, NEWS_WRITING_LIMITS.titleMaxLength)}
        error={
          problems.has(`${language}.title`)
            ? t('news.problem.title', { max: limit(NEWS_WRITING_LIMITS.titleMaxLength) })
            : undefined
        }
        value={draft.title}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      <TextArea
        label={t('news.editor.summary')}
        rows={3}
        className="min-h-20"
        maxLength={NEWS_WRITING_LIMITS.summaryMaxLength}
        counter={counter(draft.summary, NEWS_WRITING_LIMITS.summaryMaxLength)}
        error={
          problems.has(`${language}.summary`)
            ? t('news.problem.summary', { max: limit(NEWS_WRITING_LIMITS.summaryMaxLength) })
            : undefined
        }
        value={draft.summary}
        onChange={(event) => onChange({ summary: event.target.value })}
      />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <TextArea
          label={t('news.editor.body')}
          rows={18}
          className="font-mono text-xs"
          spellCheck={false}
          maxLength={NEWS_WRITING_LIMITS.bodyMaxLength}
          hint={t('news.editor.bodyHint')}
          counter={counter(draft.body, NEWS_WRITING_LIMITS.bodyMaxLength)}
          error={
            problems.has(`${language}.body`)
              ? t('news.problem.body', { max: limit(NEWS_WRITING_LIMITS.bodyMaxLength) })
              : undefined
          }
          value={draft.body}
          onChange={(event) => onChange({ body: event.target.value })}
        />
        <BodyPreview label={t('news.editor.previewOf', { language: name })} body={draft.body} />
      </div>
    </div>
  );
}
