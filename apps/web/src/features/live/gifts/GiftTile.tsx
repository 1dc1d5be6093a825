import type { ReactNode } from 'react';
import { cx } from '../../../shared/ui/cx';

/** One gift to pick in a grid (the gift panel, the backpack): picture, name and a last line. */
export function GiftTile({
  testId,
  gift,
  chosen,
  onChoose,
  children,
}: {
  testId: string;
  gift: { id: number; name: string; image: string };
  chosen: boolean;
  onChoose: () => void;
  /**
   * The line under the name: the price, or how many the backpack holds. The button is named by
   * what it shows (name, then this line), so what is only drawn needs `sr-only` words.
   */
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      data-testid={testId}
      data-gift-id={gift.id}
      aria-pressed={chosen}
      onClick={onChoose}
      className={cx(
        'flex w-full flex-col items-center gap-0.5 rounded-lg p-1.5 text-xs ring-1',
        chosen ? 'bg-brand-50 ring-brand-500' : 'ring-transparent hover:bg-slate-50',
      )}
    >
      <img src={gift.image} alt="" loading="lazy" className="size-10" />
      <span className="w-full truncate text-center text-slate-800">{gift.name}</span>
      {children}
    </button>
  );
}
