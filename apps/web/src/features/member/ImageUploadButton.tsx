import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { showToast } from '../../shared/notifications';
import { buttonClasses } from '../../shared/ui/Button';
import { Spinner } from '../../shared/ui/Spinner';
import { checkImage, IMAGE_TYPES, uploadImage } from '../../shared/image-upload';

/** A file picker for one png/jpg image (≤ 5 MB, checked here and on the server). */
export function ImageUploadButton({
  label,
  onUploaded,
  testId,
}: {
  label: string;
  onUploaded: (url: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation('member');
  const id = useId();
  const [busy, setBusy] = useState(false);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file || busy) return;
    const problem = checkImage(file);
    if (problem) {
      showToast(t(`upload.${problem}`), { kind: 'error' });
      return;
    }
    setBusy(true);
    try {
      onUploaded(await uploadImage(file));
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : '';
      showToast(message || t('upload.failed'), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <label htmlFor={id} className={buttonClasses('secondary', 'sm')} aria-busy={busy || undefined}>
      {busy && <Spinner size="sm" />}
      {busy ? t('upload.uploading') : label}
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        className="sr-only"
        disabled={busy}
        data-testid={testId}
        onChange={(event) => void onChange(event)}
      />
    </label>
  );
}
