import type { CallRoutes } from './call-route';
import type { profileCalls, uploadCalls } from './profile';

/** `profileCalls` without their schemas (call-route.ts). */
export const profileRoutes: CallRoutes<typeof profileCalls> = {
  updateInfo: { method: 'POST', path: 'member/updateInfo' },
  avatarList: { method: 'GET', path: 'user/avatarList' },
  editPassword: { method: 'POST', path: 'user/editPassword' },
  updatePassword: { method: 'POST', path: 'user/updatePassword' },
  paymentPassword: { method: 'POST', path: 'Member/paymentPassword' },
  paymentPasswordCode: { method: 'POST', path: 'Member/getPaymentPasswordCode' },
  verified: { method: 'POST', path: 'Member/verified' },
  getVerifiedInfo: { method: 'GET', path: 'Member/getVerifiedInfo' },
  reviewAnchorApplication: { method: 'POST', path: 'Admin/reviewAnchorApplication' },
  kefuInfo: { method: 'POST', path: 'user/getKefuInfo' },
  attention: { method: 'POST', path: 'Member/attention' },
  attentionList: { method: 'GET', path: 'User/attentionList' },
  watchlistList: { method: 'GET', path: 'User/watchlistList' },
  persona: { method: 'GET', path: 'User/getPersona' },
  bindShareCode: { method: 'POST', path: 'Member/bindShareCode' },
  touristAccount: { method: 'GET', path: 'Im/getTouristAccount' },
};

/** `uploadCalls` without their schemas (call-route.ts). */
export const uploadRoutes: CallRoutes<typeof uploadCalls> = {
  getToken: { method: 'POST', path: 'Member/getQiniuToken' },
  upload: { method: 'POST', path: 'Upload/file' },
};
