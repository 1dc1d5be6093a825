import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

const ITEMS = [
  { value: 'chat', label: 'Chat' },
  { value: 'gifts', label: 'Gifts' },
  { value: 'private', label: 'Private' },
] as const;

function Sidebar() {
  const [tab, setTab] = useState<(typeof ITEMS)[number]['value']>('chat');
  return <Tabs items={ITEMS} value={tab} onChange={setTab} label="Room" />;
}

const selected = () => screen.getByRole('tab', { selected: true }).textContent;

describe('Tabs from the keyboard', () => {
  it('is one Tab stop: only the selected tab is in the tab order', () => {
    render(<Sidebar />);
    const order = screen.getAllByRole('tab').map((tab) => tab.tabIndex);
    expect(order).toEqual([0, -1, -1]);
  });

  it('selects and focuses with the arrows, wrapping at both ends, and jumps with Home and End', () => {
    render(<Sidebar />);
    const press = (key: string) => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key });
      return selected();
    };
    screen.getByRole('tab', { name: 'Chat' }).focus();
    expect(press('ArrowRight')).toBe('Gifts');
    expect(document.activeElement?.textContent).toBe('Gifts');
    expect(press('ArrowRight')).toBe('Private');
    expect(press('ArrowRight')).toBe('Chat');
    expect(press('ArrowLeft')).toBe('Private');
    expect(press('Home')).toBe('Chat');
    expect(press('End')).toBe('Private');
    expect(document.activeElement?.textContent).toBe('Private');
    // Other keys leave the tabs alone.
    expect(press('a')).toBe('Private');
  });
});
