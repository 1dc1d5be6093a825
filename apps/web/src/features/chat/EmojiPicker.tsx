import { EMOJI_PATH, EMOJI_TABLE } from '@tifo/contract';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';

/** Buttons per row; arrow up and down move by this much. Matches `grid-cols-8` below. */
const COLUMNS = 8;

/** Where each arrow key moves focus from `index`, clamped to the grid (no wrapping). */
function nextIndex(key: string, index: number): number | null {
  const last = EMOJI_TABLE.length - 1;
  switch (key) {
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    case 'ArrowRight':
      return Math.min(index + 1, last);
    case 'ArrowUp':
      return index - COLUMNS >= 0 ? index - COLUMNS : index;
    case 'ArrowDown':
      return index + COLUMNS <= last ? index + COLUMNS : index;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/**
 * Popover grid of the chat emoji. The caller positions it and unmounts it on `onClose`.
 * Focus moves to the first emoji on open; the grid is one Tab stop and arrow keys move within
 * it (roving tabindex); Escape closes and returns focus to the element focused before opening,
 * normally the trigger button.
 */
export function EmojiPicker({
  onPick,
  onClose,
}: {
  onPick: (code: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // Read on the first render, before focus moves in: StrictMode runs effects twice, and a
  // second effect would find the first emoji focused.
  const [returnFocusTo] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  useEffect(() => {
    buttons.current[0]?.focus();
  }, []);

  const close = () => {
    onClose();
    returnFocusTo?.focus();
  };

  // The picker's buttons are all it can focus, so each of them handles Escape.
  const closeOnEscape = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Escape') return false;
    // Keep an enclosing dialog from closing as well.
    event.stopPropagation();
    close();
    return true;
  };

  const onEmojiKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number, code: string) => {
    if (closeOnEscape(event)) return;
    if (event.key === 'Enter') {
      // Picked here rather than by the button's native Enter click, so it works the same for
      // synthetic events (tests); preventing the default stops that click picking twice.
      event.preventDefault();
      onPick(code);
      return;
    }
    const next = nextIndex(event.key, index);
    if (next === null) return;
    // Arrow keys would otherwise scroll the grid or the page as well.
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="dialog"
      aria-label={t('emoji.pick')}
      data-testid="emoji-picker"
      className="w-80 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
    >
      <div className="mb-1 flex items-center justify-between px-1">
        <span className="text-sm font-medium text-slate-700">{t('emoji.pick')}</span>
        <button
          type="button"
          onClick={close}
          onKeyDown={closeOnEscape}
          aria-label={t('emoji.close')}
          className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          ✕
        </button>
      </div>
      <div className="grid max-h-64 grid-cols-8 gap-0.5 overflow-y-auto">
        {EMOJI_TABLE.map(({ code, file }, index) => (
          <button
            key={code}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            aria-label={code}
            title={code}
            tabIndex={index === active ? 0 : -1}
            onClick={() => onPick(code)}
            onKeyDown={(event) => onEmojiKeyDown(event, index, code)}
            onFocus={() => setActive(index)}
            className="flex h-9 w-9 items-center justify-center rounded hover:bg-slate-100 focus-visible:bg-slate-100"
          >
            <img
              src={EMOJI_PATH + file}
              alt=""
              className="h-6 w-6"
              loading="lazy"
              draggable={false}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
