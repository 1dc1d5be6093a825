/**
 * The wallet feature's public surface: other features import these from here, never
 * from its files (the feature-boundaries lint rule).
 */
export { RechargeSection } from './RechargeSection';
export { WalletSection } from './WalletSection';
export { useNobleListQuery } from './api';
export type { NobleList } from './api';
export { LevelSection } from './level/LevelSection';
export { NobleSection } from './noble/NobleSection';
export { AlipaySection } from './payout/AlipaySection';
export { BankCardSection } from './payout/BankCardSection';
export { WithdrawalSection } from './payout/WithdrawalSection';
