import {
  accountRoutes,
  profileRoutes,
  qrLoginRoutes,
  type CallBody,
  type LoginResult,
} from '@tifo/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../shared/api-client';

export const authKeys = {
  all: ['auth'] as const,
  getCode: () => [...authKeys.all, 'getCode'] as const,
  login: () => [...authKeys.all, 'login'] as const,
  register: () => [...authKeys.all, 'register'] as const,
  reset: () => [...authKeys.all, 'reset'] as const,
  qr: () => [...authKeys.all, 'qr'] as const,
};

/** A result with the server's (translated) message, which the forms show as a toast. */
export interface WithMessage<T> {
  data: T;
  msg: string;
}

async function withMessage<T>(
  run: (onMessage: (msg: string) => void) => Promise<T>,
): Promise<WithMessage<T>> {
  let msg = '';
  const data = await run((text) => {
    msg = text;
  });
  return { data, msg };
}

export function useGetCodeMutation() {
  return useMutation({
    mutationKey: authKeys.getCode(),
    mutationFn: (body: CallBody<typeof accountRoutes.getCode>) =>
      withMessage((onMessage) => callApi(accountRoutes.getCode, { body, onMessage })),
  });
}

export function useLoginMutation() {
  return useMutation({
    mutationKey: authKeys.login(),
    mutationFn: (body: CallBody<typeof accountRoutes.login>): Promise<WithMessage<LoginResult>> =>
      withMessage((onMessage) => callApi(accountRoutes.login, { body, onMessage })),
  });
}

export function useRegisterMutation() {
  return useMutation({
    mutationKey: authKeys.register(),
    mutationFn: (body: CallBody<typeof accountRoutes.register>) =>
      withMessage((onMessage) => callApi(accountRoutes.register, { body, onMessage })),
  });
}

export function useResetPasswordMutation() {
  return useMutation({
    mutationKey: authKeys.reset(),
    mutationFn: (body: CallBody<typeof profileRoutes.updatePassword>) =>
      withMessage((onMessage) => callApi(profileRoutes.updatePassword, { body, onMessage })),
  });
}

export function createQrCode() {
  return callApi(qrLoginRoutes.create);
}

export function completeQrLogin(code: string) {
  // Quiet: an expired or used code shows the refresh state instead of a toast.
  return withMessage((onMessage) =>
    callApi(qrLoginRoutes.complete, { body: { code }, onMessage, quiet: true }),
  );
}
