import { EMOJI_TABLE } from '@tifo/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../test/render-app';
import { EmojiPicker } from './EmojiPicker';

/** A trigger button that opens the picker, as a chat composer would. */
function Composer({ onPick }: { onPick: (code: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && <EmojiPicker onPick={onPick} onClose={() => setOpen(false)} />}
    </>
  );
}

function openPicker() {
  const onPick = vi.fn<(code: string) => void>();
  render(<Composer onPick={onPick} />);
  const trigger = screen.getByRole('button', { name: 'open' });
  trigger.focus();
  fireEvent.click(trigger);
  return { onPick, trigger, picker: screen.getByRole('dialog', { name: '表情' }) };
}

// By label rather than by role: role queries over 142 buttons take seconds in jsdom.
const emojiButton = (code: string) => screen.getByLabelText(code);
const press = (key: string) => {
  if (!(document.activeElement instanceof HTMLElement)) throw new Error('nothing focused');
  fireEvent.keyDown(document.activeElement, { key });
};

describe('EmojiPicker', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });

  it('offers every emoji and focuses the first', () => {
    const { picker } = openPicker();
    const labels = within(picker)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(labels).toEqual(['关闭表情面板', ...EMOJI_TABLE.map((entry) => entry.code)]);
    expect(document.activeElement).toBe(emojiButton('[NO]'));
  });

  it('picks on click and on Enter', () => {
    const { onPick } = openPicker();
    fireEvent.click(emojiButton('[微笑]'));
    expect(onPick).toHaveBeenLastCalledWith('[微笑]');
    press('Enter');
    expect(onPick).toHaveBeenLastCalledWith('[NO]');
    expect(onPick).toHaveBeenCalledTimes(2);
  });

  it('moves focus with the arrow keys, one row being eight emoji', () => {
    openPicker();
    press('ArrowRight');
    expect(document.activeElement).toBe(emojiButton('[OK]'));
    press('ArrowDown');
    expect(document.activeElement).toBe(emojiButton(EMOJI_TABLE[9]?.code ?? ''));
    press('ArrowUp');
    expect(document.activeElement).toBe(emojiButton('[OK]'));
    // At the edges focus stays put rather than wrapping.
    press('ArrowLeft');
    press('ArrowLeft');
    press('ArrowUp');
    expect(document.activeElement).toBe(emojiButton('[NO]'));
    press('End');
    expect(document.activeElement).toBe(emojiButton('[龇牙]'));
    // Only the focused emoji is a Tab stop, so Tab leaves the grid.
    expect(emojiButton('[龇牙]').tabIndex).toBe(0);
    expect(emojiButton('[NO]').tabIndex).toBe(-1);
  });

  it('closes on Escape and gives focus back to the trigger', () => {
    const { trigger } = openPicker();
    press('ArrowRight');
    press('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes with its labelled close button', () => {
    const { trigger } = openPicker();
    fireEvent.click(screen.getByRole('button', { name: '关闭表情面板' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});
