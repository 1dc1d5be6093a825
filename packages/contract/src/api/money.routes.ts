import type { CallRoutes } from './call-route';
import type { moneyCalls } from './money';

/** `moneyCalls` without their schemas (call-route.ts). */
export const moneyRoutes: CallRoutes<typeof moneyCalls> = {
  wallet: { method: 'GET', path: 'Balance/getWallet' },
  chargePackages: { method: 'POST', path: 'chargerules/getList' },
  payUrl: { method: 'POST', path: 'chargerules/payUrl' },
  orderList: { method: 'GET', path: 'Order/getList' },
  orderStatus: { method: 'GET', path: 'Order/getStatus' },
  giftList: { method: 'GET', path: 'Gift/getList' },
  handselGift: { method: 'POST', path: 'member/handselGift' },
  nobleList: { method: 'GET', path: 'guard_user/getList' },
  buyNoble: { method: 'POST', path: 'guard_user/buy' },
  payoutAccounts: { method: 'GET', path: 'Bank_card/getInfo' },
  bindBankCard: { method: 'POST', path: 'Bank_card/bind' },
  bindAliPay: { method: 'POST', path: 'Bank_card/bindAliPay' },
  applyForWithdrawal: { method: 'POST', path: 'Balance/applyForWithdrawal' },
  withdrawalList: { method: 'GET', path: 'Balance/withdrawalList' },
  conversionBalance: { method: 'POST', path: 'Balance/conversionBalance' },
  adminWithdrawalList: { method: 'GET', path: 'Admin/withdrawalList' },
  reviewWithdrawal: { method: 'POST', path: 'Admin/reviewWithdrawal' },
};
