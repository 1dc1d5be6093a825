import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Button } from '../ui/Button';
import { openLoginDialog } from './login-dialog-store';

/** Asks a visitor to log in for a member-only list; the button opens the login dialog. */
export function LoginPrompt({
  title,
  description,
  icon,
  onLogin,
}: {
  title: string;
  description: string;
  icon: ReactNode;
  /** Runs before the login dialog opens (a popup closes itself first, say). */
  onLogin?: () => void;
}) {
  const { t } = useTranslation('anchor');
  return (
    <div
      data-testid="login-prompt"
      className="flex flex-col items-center gap-3 rounded-xl bg-white px-4 py-12 text-center shadow-sm ring-1 ring-slate-200"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        {icon}
      </span>
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="max-w-sm text-sm text-slate-600">{description}</p>
      <Button
        onClick={() => {
          onLogin?.();
          openLoginDialog();
        }}
        data-testid="login-prompt-button"
      >
        {t('login')}
      </Button>
    </div>
  );
}
