import { lazy, Suspense, useEffect, useState } from 'react';
import { onRechargeRequested } from '../../shared/wallet/recharge-opener';
import { useWalletPush } from './use-wallet-push';

// The dialog, its calls and its strings are a separate chunk, loaded on the first opening.
const RechargeDialog = lazy(async () => ({
  default: (await import('./recharge/RechargeDialog')).RechargeDialog,
}));

/**
 * Renders the recharge dialog while `openRecharge()` has it open, and keeps balances live
 * (`walletChanged` pushes). Mount it once, in the layout.
 */
export function RechargeHost() {
  useWalletPush();
  const [open, setOpen] = useState(false);
  // Grows with every opening, so opening again starts afresh (a new package choice).
  const [opening, setOpening] = useState(0);
  useEffect(
    () =>
      onRechargeRequested(() => {
        setOpen(true);
        setOpening((count) => count + 1);
      }),
    [],
  );
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <RechargeDialog key={opening} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
