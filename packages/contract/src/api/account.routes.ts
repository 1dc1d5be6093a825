import type { CallRoutes } from './call-route';
import type { accountCalls, devCalls, qrLoginCalls } from './account';

/** `accountCalls` without their schemas (call-route.ts). */
export const accountRoutes: CallRoutes<typeof accountCalls> = {
  getCode: { method: 'POST', path: 'user/getCode' },
  register: { method: 'POST', path: 'user/registered' },
  login: { method: 'POST', path: 'user/login' },
  signOut: { method: 'POST', path: 'Member/SignOut' },
  memberInfo: { method: 'GET', path: 'Member/info' },
  userInfo: { method: 'GET', path: 'User/getUserInfo' },
};

/** `devCalls` without their schemas (call-route.ts). */
export const devRoutes: CallRoutes<typeof devCalls> = {
  smsOutbox: { method: 'GET', path: 'Dev/smsOutbox' },
};

/** `qrLoginCalls` without their schemas (call-route.ts). */
export const qrLoginRoutes: CallRoutes<typeof qrLoginCalls> = {
  create: { method: 'POST', path: 'user/getLoginQrcode' },
  scan: { method: 'POST', path: 'user/scanLoginQrcode' },
  confirm: { method: 'POST', path: 'user/confirmLoginQrcode' },
  complete: { method: 'POST', path: 'user/qrcodeLogin' },
};
