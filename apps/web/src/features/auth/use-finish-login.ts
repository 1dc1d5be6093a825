import type { LoginResult } from '@tifo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { showToast } from '../../shared/notifications';
import type { WithMessage } from './api';
import { memberScopedKey } from '../../shared/session/member-scope';
import { completeLogin } from './session';

/** Finishes any kind of login: the after-login sequence, the success toast, the caller's step. */
export function useFinishLogin(onLoggedIn?: () => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('account');
  const location = useLocation();
  const navigate = useNavigate();
  return async ({ data, msg }: WithMessage<LoginResult>) => {
    queryClient.removeQueries({ queryKey: memberScopedKey });
    await completeLogin(data, {
      getLocation: () => location,
      navigate: (to) => void navigate(to),
    });
    showToast(msg || t('submit.login'), { kind: 'success' });
    onLoggedIn?.();
  };
}
