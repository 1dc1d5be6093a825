import { LEGAL_TEXT_MAX_LENGTH, legalParagraphs } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TextArea } from '../../../shared/ui/Field';
import { formatWhole } from '../ui/amounts';
import { useLanguage } from '../ui/use-language';

/**
 * A legal text as typed, and beside it what /about-user will show: the same paragraphs
 * (`legalParagraphs`), as plain text, never markup.
 */
export function LegalEditor({
  label,
  body,
  onChange,
}: {
  label: string;
  body: string;
  onChange: (body: string) => void;
}) {
  const { t } = useTranslation('adminContent');
  const language = useLanguage();
  const paragraphs = legalParagraphs(body);
  const counter = `${formatWhole(body.length, language)}/${formatWhole(LEGAL_TEXT_MAX_LENGTH, language)}`;

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <TextArea
        label={label}
        hint={t('legal.hint')}
        counter={counter}
        rows={18}
        maxLength={LEGAL_TEXT_MAX_LENGTH}
        value={body}
        onChange={(event) => onChange(event.target.value)}
      />
      <section
        aria-label={t('legal.preview')}
        data-testid="legal-preview"
        className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <h2 className="text-sm font-semibold text-slate-500">{t('legal.preview')}</h2>
        {paragraphs.length === 0 ? (
          <p className="text-sm text-slate-500">{t('legal.previewBuiltIn')}</p>
        ) : (
          paragraphs.map((paragraph, index) => (
            // Paragraphs have no identity of their own: their place is their key.
            <p key={index} className="text-sm break-words whitespace-pre-line text-slate-700">
              {paragraph}
            </p>
          ))
        )}
      </section>
    </div>
  );
}
