import type { LiveDataClientMessage } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { showToast } from '../../shared/notifications';
import { Button } from '../../shared/ui/Button';
import { Badge, Card, EmptyState } from '../../shared/ui/Surface';
import { useLiveDataSocket } from '../../shared/use-live-data-socket';
import { dateTimeFormat } from '../../shared/format/intl';
import { useViewerTimeZone } from '../../shared/format/time-zone';

const STATE_TONES = {
  connecting: 'warning',
  open: 'success',
  closed: 'neutral',
  reconnecting: 'warning',
} as const;

/** /dome: an inspector of the live-data socket (state, client id, last messages). */
export function DomePage() {
  const { t, i18n } = useTranslation('dome');
  const socket = useLiveDataSocket();
  const timeZone = useViewerTimeZone();
  const timeFormat = dateTimeFormat(i18n.language, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

  const send = (message: LiveDataClientMessage) => {
    showToast(socket.send(message) ? t('sent') : t('notSent'), {
      kind: socket.state === 'open' ? 'success' : 'error',
      durationMs: 2_000,
    });
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-2 text-2xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mb-6 text-slate-600">{t('intro')}</p>
      <Card className="mb-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-500">{t('stateLabel')}</dt>
            <dd data-testid="socket-state" data-state={socket.state}>
              <Badge tone={STATE_TONES[socket.state]}>{t(`states.${socket.state}`)}</Badge>
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('clientId')}</dt>
            <dd data-testid="socket-client-id" className="font-mono break-all">
              {socket.clientId ?? t('clientIdNone')}
            </dd>
          </div>
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => send({ type: 'heartbeat' })}>
            {t('sendHeartbeat')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => send({ type: 'classify', classify_type: 0 })}
          >
            {t('classifyFootball')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => send({ type: 'classify', classify_type: 1 })}
          >
            {t('classifyBasketball')}
          </Button>
          <Button size="sm" variant="ghost" onClick={socket.reconnect}>
            {t('reconnect')}
          </Button>
        </div>
      </Card>
      <Card title={t('messages')}>
        {socket.messages.length === 0 ? (
          <EmptyState title={t('noMessages')} />
        ) : (
          <ol data-testid="socket-messages" className="flex flex-col-reverse gap-2">
            {socket.messages.map((entry, index) => (
              <li key={`${entry.at}-${index}`} className="rounded-lg bg-slate-50 p-2 text-xs">
                <div className="mb-1 flex gap-2 text-slate-500">
                  <time dateTime={new Date(entry.at).toISOString()}>
                    {timeFormat.format(entry.at)}
                  </time>
                  <span>{t('code', { code: entry.message.code })}</span>
                </div>
                <pre className="overflow-x-auto font-mono whitespace-pre-wrap break-all text-slate-800">
                  {JSON.stringify(entry.message)}
                </pre>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}
