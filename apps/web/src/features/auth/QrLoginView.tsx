import { qrLoginSuccessEventSchema, qrScanEventSchema } from '@tifo/contract';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { onLiveDataEvent } from '../../shared/live-data-events';
import { LiveDataSocketContext } from '../../shared/use-live-data-socket';
import { Button } from '../../shared/ui/Button';
import { Spinner } from '../../shared/ui/Spinner';
import { completeQrLogin, createQrCode } from './api';
import { useFinishLogin } from './use-finish-login';

type QrState =
  | { status: 'loading' }
  | { status: 'ready'; code: string; img: string }
  | { status: 'scanned'; code: string; img: string; nickname: string; avatar: string }
  | { status: 'completing'; code: string; img: string }
  | { status: 'expired' };

/**
 * QR login (spec §4): fetch a code and its image, send `{type:'login', code}` on the live-data
 * socket (again after every reconnect), show "scanned" on the `scan` event and exchange the code
 * for a session on `webLoginSuccess`. Codes expire after 120 s: then a refresh button shows.
 */
export function QrLoginView({ onLoggedIn }: { onLoggedIn?: () => void }) {
  const { t } = useTranslation('account');
  const socket = useContext(LiveDataSocketContext);
  const finish = useFinishLogin(onLoggedIn);
  const [state, setState] = useState<QrState>({ status: 'loading' });
  const generation = useRef(0);
  const code = state.status === 'expired' || state.status === 'loading' ? null : state.code;

  const load = useCallback(async () => {
    const current = ++generation.current;
    setState({ status: 'loading' });
    try {
      const qr = await createQrCode();
      if (current !== generation.current) return;
      setState({ status: 'ready', code: qr.code, img: qr.img });
      setTimeout(() => {
        if (current === generation.current) setState({ status: 'expired' });
      }, qr.expires_in * 1000);
    } catch {
      if (current === generation.current) setState({ status: 'expired' });
    }
  }, []);

  useEffect(() => {
    void load();
    return () => {
      // Invalidates pending timers and answers of this view.
      generation.current += 1;
    };
  }, [load]);

  const complete = useCallback(
    async (confirmed: string) => {
      const current = generation.current;
      setState((previous) =>
        previous.status === 'ready' || previous.status === 'scanned'
          ? { status: 'completing', code: previous.code, img: previous.img }
          : previous,
      );
      try {
        const result = await completeQrLogin(confirmed);
        if (current !== generation.current) return;
        generation.current += 1;
        await finish(result);
      } catch {
        if (current === generation.current) setState({ status: 'expired' });
      }
    },
    [finish],
  );

  useEffect(() => {
    if (!socket || !code) return;
    const subscribe = () => socket.send({ type: 'login', code });
    subscribe();
    const offState = socket.onState((next) => {
      if (next === 'open') subscribe();
    });
    const offScan = onLiveDataEvent(socket, 'scan', qrScanEventSchema, (scan) => {
      setState((previous) =>
        previous.status === 'ready' || previous.status === 'scanned'
          ? {
              status: 'scanned',
              code: previous.code,
              img: previous.img,
              nickname: scan.nickname,
              avatar: scan.avatar,
            }
          : previous,
      );
    });
    const offSuccess = onLiveDataEvent(
      socket,
      'webLoginSuccess',
      qrLoginSuccessEventSchema,
      (success) => {
        if (success.code === code) void complete(code);
      },
    );
    return () => {
      offState();
      offScan();
      offSuccess();
    };
  }, [socket, code, complete]);

  return (
    <div className="flex flex-col items-center gap-3 text-center" data-testid="qr-login">
      <div className="relative flex size-48 items-center justify-center rounded-xl bg-slate-50 ring-1 ring-slate-200">
        {state.status === 'loading' && <Spinner size="lg" />}
        {(state.status === 'ready' ||
          state.status === 'scanned' ||
          state.status === 'completing') && (
          <img
            src={state.img}
            alt={t('qr.alt')}
            data-testid="qr-image"
            data-code={state.code}
            className="size-44"
          />
        )}
        {(state.status === 'scanned' || state.status === 'completing') && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-xl bg-white/90 p-3">
            {state.status === 'completing' ? (
              <Spinner size="lg" />
            ) : (
              state.avatar && (
                <img src={state.avatar} alt="" className="size-12 rounded-full object-cover" />
              )
            )}
          </div>
        )}
        {state.status === 'expired' && (
          <div className="flex flex-col items-center gap-2 p-3" data-state="expired">
            <p className="text-sm font-medium text-slate-700">{t('qr.expired')}</p>
            <Button size="sm" onClick={() => void load()} data-testid="qr-refresh">
              {t('qr.refresh')}
            </Button>
          </div>
        )}
      </div>
      <p className="text-sm text-slate-600" data-testid="qr-status" data-status={state.status}>
        {state.status === 'scanned'
          ? t('qr.scanned', { nickname: state.nickname })
          : socket
            ? t('qr.hint')
            : t('qr.waitingSocket')}
      </p>
    </div>
  );
}
