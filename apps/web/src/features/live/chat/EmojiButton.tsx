import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { OutlineIcon } from '../../../shared/ui/Icon';
import { EmojiPicker } from '../../chat';

const SMILE_ICON =
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-3.5-7.5a4.5 4.5 0 0 0 7 0M9 9.5h.01M15 9.5h.01';

/** The composer's emoji button and its picker, which opens above it and closes on a click away. */
export function EmojiButton({ onPick }: { onPick: (code: string) => void }) {
  const { t } = useTranslation('live');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        data-testid="room-chat-emoji"
        aria-label={t('chat.emoji')}
        aria-expanded={open}
        title={t('chat.emoji')}
        onClick={() => setOpen((value) => !value)}
        className="flex h-10 w-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 pointer-coarse:size-11"
      >
        <OutlineIcon path={SMILE_ICON} className="size-6" />
      </button>
      {open && (
        // The button starts the row, so the picker fits the narrow sidebar from its left edge.
        <div className="absolute bottom-full left-0 z-20 mb-2">
          <EmojiPicker onPick={onPick} onClose={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
