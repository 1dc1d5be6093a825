import { useTranslation } from '../../../shared/i18n/use-translation';
import { Icon } from '../../../shared/ui/Icon';
import { LoginPrompt } from '../../../shared/session/LoginPrompt';

/** Visitors' tourist accounts have no inbox: private chat starts with a login. */
export function LoginToChat({ onLogin }: { onLogin?: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <div data-testid="chat-login-prompt">
      <LoginPrompt
        title={t('gate.loginTitle')}
        description={t('gate.loginDescription')}
        icon={<Icon name="chat" className="size-6" />}
        {...(onLogin ? { onLogin } : {})}
      />
    </div>
  );
}
