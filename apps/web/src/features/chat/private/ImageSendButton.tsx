import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { OutlineIcon } from '../../../shared/ui/Icon';
import { checkImage, IMAGE_TYPES, uploadImage } from '../../../shared/image-upload';

const IMAGE_ICON = 'M4 5h16v14H4V5Zm0 11 4.5-4.5 3.5 3.5 2.5-2.5L20 17M15.5 9.5h.01';

/** Picks a png/jpg (≤ 5 MB), uploads it, then hands its `/uploads/…` address on to be sent. */
export function ImageSendButton({
  onUploaded,
  onError,
  onStart,
}: {
  onUploaded: (url: string) => Promise<unknown>;
  onError: (message: string) => void;
  onStart: () => void;
}) {
  const { t } = useTranslation('chat');
  const id = useId();
  const [uploading, setUploading] = useState(false);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that picking the same file again still sends it.
    input.value = '';
    if (!file || uploading) return;
    const problem = checkImage(file);
    if (problem) {
      onError(problem === 'badType' ? t('composer.badType') : t('composer.tooLarge'));
      return;
    }
    onStart();
    setUploading(true);
    let url: string;
    try {
      url = await uploadImage(file);
    } catch (error) {
      onError(error instanceof Error && error.message ? error.message : t('composer.uploadFailed'));
      return;
    } finally {
      setUploading(false);
    }
    await onUploaded(url);
  };

  const label = uploading ? t('composer.uploading') : t('composer.image');
  return (
    <label
      htmlFor={id}
      title={label}
      aria-busy={uploading || undefined}
      className="cursor-pointer rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 has-[:disabled]:cursor-wait has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
    >
      <OutlineIcon path={IMAGE_ICON} className="size-6" />
      <span className="sr-only">{label}</span>
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        className="sr-only"
        disabled={uploading}
        data-testid="composer-image-input"
        onChange={(event) => void onChange(event)}
      />
    </label>
  );
}
