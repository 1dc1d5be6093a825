import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Button } from '../../shared/ui/Button';

/** A link to hand out: selectable text and a copy button that says whether copying worked. */
export function CopyField({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId: string;
}) {
  const { t } = useTranslation('distribution');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const copy = async () => {
    try {
      // Missing outside secure contexts (a LAN address over http): the catch covers it too.
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <input
          readOnly
          value={value}
          aria-label={label}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs"
          data-testid={testId}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button size="sm" onClick={() => void copy()} disabled={!value}>
          {t('copy')}
        </Button>
      </div>
      {copied && (
        <p role="status" className="mt-2 text-xs text-slate-600">
          {copied === 'yes' ? t('copied') : t('copyFailed')}
        </p>
      )}
    </div>
  );
}
