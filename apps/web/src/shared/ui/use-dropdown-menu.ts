import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';

/** What ArrowUp and ArrowDown move between inside the menu. */
const ITEMS = 'a[href],button:not(:disabled)';

/**
 * A menu under a trigger button (top bar: scores, the user's panel). It opens on hover and on
 * focus, closes on leaving (pointer or focus) and on Escape, which puts focus back on the
 * trigger; ArrowDown and ArrowUp move focus through the menu's links and buttons, from the
 * trigger too (opening the menu again after Escape). Spread `rootProps` on the element holding
 * trigger and menu, `triggerProps` on the trigger, `menuProps` on the menu; the trigger's click
 * is the caller's.
 */
export function useDropdownMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>(ITEMS) ?? []);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      // Focus first: the focus reaching the trigger would open the menu again otherwise.
      trigger.current?.focus();
      setOpen(false);
      return;
    }
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    let list = items();
    const index = list.findIndex((item) => item === event.target);
    // Arrows in anything else (a field inside the menu) keep their own meaning.
    if (index === -1 && event.target !== trigger.current) return;
    event.preventDefault();
    if (list.length === 0) {
      flushSync(() => setOpen(true));
      list = items();
    }
    // From the trigger: the first or the last item; past either end: round to the other.
    const next = index === -1 ? (step === 1 ? 0 : -1) : index + step;
    list.at(next % list.length)?.focus();
  };

  return {
    open,
    setOpen,
    rootProps: {
      role: 'presentation',
      onMouseEnter: () => setOpen(true),
      onMouseLeave: () => setOpen(false),
      onFocus: () => setOpen(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      },
      onKeyDown,
    },
    triggerProps: {
      ref: trigger,
      'aria-haspopup': 'true',
      'aria-expanded': open,
      'aria-controls': menuId,
    },
    menuProps: { id: menuId, ref: menu },
  } as const;
}
