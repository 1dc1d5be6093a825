import { qrLoginRoutes } from '@tifo/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { callApi } from '../../shared/api-client';
import { Button } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';
import { Spinner } from '../../shared/ui/Spinner';
import { Card } from '../../shared/ui/Surface';
import { useStoredValue } from '../../shared/use-stored-value';
import { LoginPanel } from './LoginPanel';

type ConfirmState = 'scanning' | 'ready' | 'confirming' | 'done' | 'cancelled' | 'expired';

function Message({ state, text }: { state: ConfirmState; text: string }) {
  return (
    <p
      data-testid="qr-confirm-state"
      data-state={state}
      role={state === 'expired' ? 'alert' : 'status'}
      className="text-center text-slate-700"
    >
      {text}
    </p>
  );
}

/** The member's side: scan on load, then confirm or cancel the computer's login. */
function QrConfirm({ code, nickname }: { code: string; nickname: string }) {
  const { t } = useTranslation('account');
  const [state, setState] = useState<ConfirmState>('scanning');
  const scanned = useRef<string | null>(null);

  useEffect(() => {
    // Once per code, also under StrictMode's double effects.
    if (scanned.current === code) return;
    scanned.current = code;
    callApi(qrLoginRoutes.scan, { body: { code }, quiet: true }).then(
      () => setState('ready'),
      () => setState('expired'),
    );
  }, [code]);

  const confirm = async () => {
    if (state !== 'ready') return;
    setState('confirming');
    try {
      await callApi(qrLoginRoutes.confirm, { body: { code }, quiet: true });
      setState('done');
    } catch {
      setState('expired');
    }
  };

  if (state === 'scanning') return <Spinner size="lg" />;
  if (state === 'expired') return <Message state={state} text={t('qrConfirm.expired')} />;
  if (state === 'cancelled') return <Message state={state} text={t('qrConfirm.cancelled')} />;
  if (state === 'done') {
    return (
      <div className="flex flex-col items-center gap-3">
        <span className="flex size-12 items-center justify-center rounded-full bg-green-100 text-green-700">
          <Icon name="check" className="size-7" />
        </span>
        <Message state={state} text={t('qrConfirm.done')} />
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-5">
      <Message state={state} text={t('qrConfirm.question', { nickname })} />
      <div className="flex w-full flex-col gap-2">
        <Button
          size="lg"
          loading={state === 'confirming'}
          onClick={() => void confirm()}
          data-testid="qr-confirm"
        >
          {t('qrConfirm.confirm')}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          disabled={state === 'confirming'}
          onClick={() => setState('cancelled')}
          data-testid="qr-cancel"
        >
          {t('qrConfirm.cancel')}
        </Button>
      </div>
    </div>
  );
}

/** /qr-login?code=: opened on a phone from the login QR code to confirm a computer's login. */
export function QrLoginPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const user = useStoredValue('userInfo');
  const code = params.get('code')?.trim() ?? '';

  return (
    <div className="mx-auto w-full max-w-md px-4 py-6">
      <h1 className="mb-4 text-xl font-bold text-slate-900">{t('qrConfirm.title')}</h1>
      <Card className="flex flex-col items-center gap-4 py-6">
        {!code ? (
          <Message state="expired" text={t('qrConfirm.missing')} />
        ) : user ? (
          <QrConfirm
            key={`${code}:${user.id}`}
            code={code}
            nickname={user.user_nickname || String(user.id)}
          />
        ) : (
          <div className="flex w-full flex-col gap-3">
            <p className="text-sm text-slate-600">{t('qrConfirm.loginFirst')}</p>
            <LoginPanel allowQr={false} allowRegister={false} initialView="password" />
          </div>
        )}
      </Card>
    </div>
  );
}
