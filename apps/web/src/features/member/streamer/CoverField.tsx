import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { ImageUploadButton } from '../ImageUploadButton';

/** A cover picture: preview, upload or change, remove. `cover` is an upload's URL or empty. */
export function CoverField({
  label,
  cover,
  emptyText,
  hint,
  testId,
  onChange,
}: {
  label: string;
  cover: string;
  /** What the preview says when there is no cover. */
  emptyText: string;
  hint: string;
  testId: string;
  onChange: (cover: string) => void;
}) {
  const { t } = useTranslation('streamer');
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-slate-700">{label}</span>
      <div className="flex flex-wrap items-end gap-3">
        <div className="relative aspect-video w-48 max-w-full overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
          {cover ? (
            <img
              src={cover}
              alt={t('settings.coverAlt')}
              className="absolute inset-0 size-full object-cover"
            />
          ) : (
            <span className="absolute inset-0 flex items-center justify-center px-2 text-center text-xs text-slate-500">
              {emptyText}
            </span>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <ImageUploadButton
            label={cover ? t('settings.changeCover') : t('settings.uploadCover')}
            onUploaded={onChange}
            testId={testId}
          />
          {cover && (
            <Button variant="ghost" size="sm" onClick={() => onChange('')}>
              {t('settings.removeCover')}
            </Button>
          )}
        </div>
      </div>
      <p className="text-xs text-slate-500">{hint}</p>
    </div>
  );
}
