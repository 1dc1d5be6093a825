import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { Spinner } from '../../../shared/ui/Spinner';

/** The address of a room that anyone can open. */
export function roomLink(roomId: number, origin: string = location.origin): string {
  return new URL(`/live?id=${roomId}`, origin).toString();
}

/**
 * A QR code of `text` as an SVG data URL. The `qrcode` package (the one the server already uses
 * for its QR images) is loaded only when a share dialog opens.
 */
async function qrDataUrl(text: string): Promise<string> {
  const QRCode = (await import('qrcode')).default;
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, width: 180 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

type QrState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

/** Share a room: its link with a copy button, and a QR code for phones. */
export function ShareDialog({
  roomId,
  title,
  onClose,
}: {
  roomId: number;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('live');
  const link = roomLink(roomId);
  const [qr, setQr] = useState<QrState>({ status: 'loading' });
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let cancelled = false;
    qrDataUrl(link).then(
      (url) => !cancelled && setQr({ status: 'ready', url }),
      () => !cancelled && setQr({ status: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [link]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard permission (plain http, old browsers): select the text for a manual copy.
      input.current?.select();
    }
  };

  return (
    <Dialog open onClose={onClose} title={t('share.title')} testId="share-dialog">
      <div className="space-y-4">
        <p className="truncate text-slate-600">{title}</p>
        <div className="flex gap-2">
          <input
            ref={input}
            readOnly
            value={link}
            aria-label={t('share.link')}
            data-testid="share-link"
            onFocus={(event) => event.currentTarget.select()}
            className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 text-sm"
          />
          <Button onClick={() => void copy()} data-testid="share-copy">
            {copied ? t('share.copied') : t('share.copy')}
          </Button>
        </div>
        <div className="flex flex-col items-center gap-2">
          {qr.status === 'loading' ? (
            <div className="flex size-[180px] items-center justify-center text-brand-600">
              <Spinner />
            </div>
          ) : qr.status === 'failed' ? (
            <p className="text-sm text-slate-500">{t('share.qrFailed')}</p>
          ) : (
            <img
              src={qr.url}
              alt={t('share.qrAlt')}
              width={180}
              height={180}
              data-testid="share-qr"
            />
          )}
          <p className="text-xs text-slate-500">{t('share.qrHint')}</p>
        </div>
      </div>
    </Dialog>
  );
}
