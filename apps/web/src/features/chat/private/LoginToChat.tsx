import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Icon } from '../../../shared/ui/Icon';
import { openLoginDialog } from '../../auth/login-dialog-store';

/** Visitors' tourist accounts have no inbox: private chat starts with a login. */
export function LoginToChat({ onLogin }: { onLogin?: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <div
      data-testid="chat-login-prompt"
      className="flex flex-col items-center gap-3 px-4 py-12 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Icon name="chat" className="size-6" />
      </span>
      <p className="font-semibold text-slate-900">{t('gate.loginTitle')}</p>
      <p className="max-w-sm text-sm text-slate-600">{t('gate.loginDescription')}</p>
      <Button
        onClick={() => {
          onLogin?.();
          openLoginDialog();
        }}
      >
        {t('gate.login')}
      </Button>
    </div>
  );
}
