import { useTranslation } from '../../../shared/i18n/use-translation';
import { useConversations } from './use-conversations';

/** The unread private messages beside the top bar's chat entry; nothing when there are none. */
export function ChatUnreadBadge() {
  const { t } = useTranslation('chat');
  const { unreadTotal } = useConversations();
  if (unreadTotal <= 0) return null;
  return (
    <span
      data-testid="chat-unread"
      className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-5 font-semibold text-white"
    >
      <span aria-hidden="true">{unreadTotal > 99 ? '99+' : unreadTotal}</span>
      <span className="sr-only">{t('nav.unread', { count: unreadTotal })}</span>
    </span>
  );
}
