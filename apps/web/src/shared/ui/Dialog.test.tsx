import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../test/render-app';
import { Dialog } from './Dialog';

function Stepper({ onClose }: { onClose: () => void }) {
  const [done, setDone] = useState(false);
  return (
    <Dialog open onClose={onClose} title="Pay">
      {done ? <p>Paid</p> : <button onClick={() => setDone(true)}>Pay now</button>}
    </Dialog>
  );
}

describe('Dialog', () => {
  beforeAll(() => setupI18n('en'));

  it('moves focus in and closes with Escape inside the panel', () => {
    const onClose = vi.fn();
    render(<Stepper onClose={onClose} />);
    const panel = screen.getByRole('dialog');
    expect(panel.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement ?? panel, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('still closes with Escape after the focused step went away', () => {
    const onClose = vi.fn();
    render(<Stepper onClose={onClose} />);
    const pay = screen.getByRole('button', { name: 'Pay now' });
    pay.focus();
    fireEvent.click(pay);
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
