import { OutlineIcon } from '../../../shared/ui/Icon';

/** The diamond beside prices and balances. */
export function DiamondIcon({ className }: { className?: string }) {
  return (
    <OutlineIcon
      path="M7 4h10l4 5-9 11L3 9l4-5Zm-4 5h18M12 20 8.5 9 10 4m2 16 3.5-11L14 4"
      className={className ?? 'size-3.5 text-sky-500'}
    />
  );
}

export function GiftIcon({ className }: { className?: string }) {
  return (
    <OutlineIcon
      path="M4 11h16v9H4v-9Zm-1-4h18v4H3V7Zm9 0v13m0-13C11 4 7.5 3 7.5 5.5S12 7 12 7Zm0 0c1-3 4.5-4 4.5-1.5S12 7 12 7Z"
      className={className}
    />
  );
}
