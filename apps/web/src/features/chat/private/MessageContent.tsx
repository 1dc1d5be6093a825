import { isUploadUrl, type ChatPayload } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { OutlineIcon } from '../../../shared/ui/Icon';
import { EmojiText } from '../EmojiText';
import { Avatar } from '../../../shared/ui/Avatar';
import { isPersonalCard, type CustomContent } from './custom-content';
import { numberFormat } from '../../../shared/format/intl';

const FILE_ICON = 'M7 3h7l5 5v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm7 0v5h5';
const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file size in the page's language: 812 B, 1.5 kB, 3.2 MB. */
export function formatBytes(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

function CustomCard({ custom }: { custom: CustomContent }) {
  const { t } = useTranslation('chat');
  if (isPersonalCard(custom)) {
    const isMember = /^\d{1,12}$/.test(custom.id);
    return (
      <div className="flex w-56 flex-col gap-2" data-testid="personal-card">
        <div className="flex items-center gap-3">
          <Avatar src={custom.avatar} name={custom.name} className="size-10" />
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">{custom.name}</p>
            <p className="text-xs text-slate-500">{t('content.cardId', { id: custom.id })}</p>
          </div>
        </div>
        <div className="flex items-center justify-between border-t border-slate-200 pt-1 text-xs text-slate-500">
          <span>{t('content.personalCard')}</span>
          {isMember && (
            <Link to={`/persona?id=${custom.id}`} className="text-brand-700 hover:underline">
              {t('content.viewProfile')}
            </Link>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className="flex w-56 gap-3" data-testid="custom-card">
      {/* Only our uploads: the server refuses other addresses, older messages may hold some. */}
      {isUploadUrl(custom.image) && (
        <img src={custom.image} alt="" className="size-14 shrink-0 rounded-md object-cover" />
      )}
      <div className="min-w-0">
        <p className="line-clamp-2 font-medium text-slate-900">{custom.title}</p>
        <p className="text-xs text-slate-600">{t('content.price', { price: custom.price })}</p>
      </div>
    </div>
  );
}

/**
 * What a message says, by kind (spec §3): text with emoji (React text, never HTML), an image
 * that opens full size in a new tab, a file to download, or a card.
 */
export function MessageContent({
  payload,
  onMediaLoad,
}: {
  payload: ChatPayload;
  /** An image finished loading and may have pushed the messages below it down. */
  onMediaLoad?: () => void;
}) {
  const { t, i18n } = useTranslation('chat');
  switch (payload.kind) {
    case 'text':
      return <EmojiText text={payload.text} />;
    case 'image':
      return (
        <a
          href={payload.url}
          target="_blank"
          rel="noopener noreferrer"
          title={t('content.openImage')}
          className="block"
        >
          <img
            src={payload.url}
            alt={t('content.image')}
            width={payload.width}
            height={payload.height}
            onLoad={onMediaLoad}
            className="h-auto max-h-60 max-w-full rounded-lg object-contain"
          />
        </a>
      );
    case 'file':
      return (
        <a
          href={payload.url}
          download={payload.name}
          className="flex items-center gap-2 underline-offset-2 hover:underline"
          data-testid="file-message"
        >
          <OutlineIcon path={FILE_ICON} className="size-8" />
          <span className="min-w-0">
            <span className="block truncate font-medium">{payload.name}</span>
            <span className="flex gap-2 text-xs opacity-80">
              <span>{formatBytes(payload.size, i18n.language)}</span>
              <span>{t('content.download')}</span>
            </span>
          </span>
        </a>
      );
    case 'custom':
      return <CustomCard custom={payload.custom} />;
  }
}
