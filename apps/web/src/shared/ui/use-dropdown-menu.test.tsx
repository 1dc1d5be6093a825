import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDropdownMenu } from './use-dropdown-menu';

function Menu() {
  const { open, setOpen, rootProps, triggerProps, menuProps } = useDropdownMenu();
  return (
    <div>
      <div data-testid="root" {...rootProps}>
        <button type="button" {...triggerProps} onClick={() => setOpen(true)}>
          Menu
        </button>
        {open && (
          <div {...menuProps} data-testid="menu">
            <a href="/one">One</a>
            <button type="button" disabled>
              Off
            </button>
            <button type="button">Two</button>
          </div>
        )}
      </div>
      <button type="button">Outside</button>
    </div>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Menu' });
const focused = () => document.activeElement?.textContent;
const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });

describe('useDropdownMenu', () => {
  it('opens on hover and closes on leaving', () => {
    render(<Menu />);
    expect(screen.queryByTestId('menu')).toBeNull();
    fireEvent.mouseEnter(screen.getByTestId('root'));
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(trigger().getAttribute('aria-controls')).toBe(screen.getByTestId('menu').id);
    fireEvent.mouseLeave(screen.getByTestId('root'));
    expect(screen.queryByTestId('menu')).toBeNull();
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on focus, stays open while focus is inside and closes when it leaves', () => {
    render(<Menu />);
    act(() => trigger().focus());
    act(() => screen.getByRole('link', { name: 'One' }).focus());
    expect(screen.getByTestId('menu')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    expect(screen.queryByTestId('menu')).toBeNull();
  });

  it('moves focus through the items with the arrow keys, skipping disabled ones', () => {
    render(<Menu />);
    act(() => trigger().focus());
    press('ArrowDown');
    expect(focused()).toBe('One');
    press('ArrowDown');
    expect(focused()).toBe('Two');
    press('ArrowDown');
    expect(focused()).toBe('One');
    press('ArrowUp');
    expect(focused()).toBe('Two');
    act(() => trigger().focus());
    press('ArrowUp');
    expect(focused()).toBe('Two');
  });

  it('closes on Escape with focus back on the trigger, and ArrowDown opens it again', () => {
    render(<Menu />);
    act(() => trigger().focus());
    press('ArrowDown');
    press('Escape');
    expect(screen.queryByTestId('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger());
    press('ArrowDown');
    expect(screen.getByTestId('menu')).toBeTruthy();
    expect(focused()).toBe('One');
  });
});
