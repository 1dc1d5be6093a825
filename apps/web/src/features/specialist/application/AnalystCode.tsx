import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** The rules of the analyst code, in the order the catalog lists them. */
const RULES = [
  'honest',
  'noGuarantee',
  'noOffSite',
  'conflicts',
  'corrections',
  'respect',
] as const;

/** The analyst code an applicant must accept (spec §5), and the box that accepts it. */
export function AnalystCode({
  accepted,
  onAccept,
}: {
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
}) {
  const { t } = useTranslation('experts');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200"
      data-testid="expert-code"
    >
      <h3 id={titleId} className="mb-2 font-semibold text-slate-900">
        {t('code.title')}
      </h3>
      <ol className="mb-3 max-h-48 list-decimal space-y-1 overflow-y-auto pl-5">
        {RULES.map((rule) => (
          <li key={rule}>{t(`code.rules.${rule}`)}</li>
        ))}
      </ol>
      <label className="flex items-start gap-2 font-medium text-slate-900">
        <input
          type="checkbox"
          className="mt-0.5 size-4"
          checked={accepted}
          onChange={(event) => onAccept(event.target.checked)}
          data-testid="expert-code-accept"
        />
        {t('code.accept')}
      </label>
    </section>
  );
}
