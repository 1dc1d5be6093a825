import { useTranslation } from '../i18n/use-translation';
import { dismissToast, useConfirmRequest, useToasts } from '../notifications';
import { Button } from './Button';
import { cx } from './cx';
import { Dialog } from './Dialog';

/** Renders raised toasts at the top centre of the screen. */
export function ToastHost() {
  const toasts = useToasts();
  const { t } = useTranslation();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-4 z-[80] flex flex-col items-center gap-2 px-4"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-testid="toast"
          className={cx(
            'pointer-events-auto flex max-w-md items-center gap-3 rounded-lg px-4 py-2 text-sm shadow-lg',
            toast.kind === 'error' && 'bg-red-700 text-white',
            toast.kind === 'success' && 'bg-green-700 text-white',
            toast.kind === 'info' && 'bg-slate-800 text-white',
          )}
        >
          <span>{toast.message}</span>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            aria-label={t('action.close')}
            className="opacity-80 hover:opacity-100"
          >
            ✕
          </button>
        </div>
      ))}
    </div>
  );
}

/** Renders the confirm dialog on top of the queue. */
export function ConfirmHost() {
  const request = useConfirmRequest();
  const { t } = useTranslation();
  if (!request) return null;
  return (
    <Dialog
      open
      role="alertdialog"
      title={request.title ?? t('confirm.title')}
      onClose={() => request.resolve(false)}
      footer={
        <>
          <Button variant="secondary" onClick={() => request.resolve(false)}>
            {request.cancelLabel ?? t('action.cancel')}
          </Button>
          <Button onClick={() => request.resolve(true)}>
            {request.confirmLabel ?? t('action.confirm')}
          </Button>
        </>
      }
    >
      <p>{request.message}</p>
    </Dialog>
  );
}
