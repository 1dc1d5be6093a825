import { useTranslation } from '../../../shared/i18n/use-translation';
import { Dialog } from '../../../shared/ui/Dialog';
import { useStoredValue } from '../../../shared/use-stored-value';
import { LoginToChat } from './LoginToChat';
import type { PrivateChatTarget } from './private-chat-store';
import { PrivateChatPanel } from './PrivateChatPanel';

/**
 * The private-chat popup (spec §2): conversation list, message list, text box and send
 * button. Visitors are asked to log in instead.
 */
export function PrivateChatPopup({
  target,
  onClose,
}: {
  target: PrivateChatTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  const user = useStoredValue('userInfo');
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('private.title')}
      width={user ? 860 : undefined}
      fullScreenOnPhone
      testId="private-chat-popup"
    >
      {user ? (
        <PrivateChatPanel
          target={target}
          className="h-[min(70vh,36rem)] max-sm:h-[calc(100vh-5rem)]"
        />
      ) : (
        <LoginToChat onLogin={onClose} />
      )}
    </Dialog>
  );
}
