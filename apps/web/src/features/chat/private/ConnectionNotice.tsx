import { useTranslation } from '../../../shared/i18n/use-translation';
import { useImState } from '../../../shared/im/use-im';

/** Says so while the chat socket is away: messages neither arrive nor leave meanwhile. */
export function ConnectionNotice() {
  const { t } = useTranslation('chat');
  const { state } = useImState();
  if (state !== 'offline' && state !== 'refused') return null;
  return (
    <p
      role="status"
      data-testid="chat-connection"
      data-state={state}
      className="border-b border-amber-200 bg-amber-50 px-3 py-1.5 text-center text-xs text-amber-900"
    >
      {state === 'offline' ? t('connection.offline') : t('connection.refused')}
    </p>
  );
}
