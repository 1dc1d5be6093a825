import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { write } from '../../shared/storage';
import { setupI18n } from '../../test/render-app';
import { closeLoginDialog, isLoginDialogOpen } from '../../shared/session/login-dialog-store';
import { closePrivateChat, usePrivateChatPopup } from '../chat';
import { roomFixture } from './live-test-helpers';
import { PrivateChatTab } from './PrivateChatTab';

function PopupProbe() {
  const popup = usePrivateChatPopup();
  return (
    <output data-testid="popup">{popup.open ? (popup.target?.peer ?? 'list') : 'closed'}</output>
  );
}

function renderTab(room = roomFixture()) {
  return render(
    <MemoryRouter>
      <PrivateChatTab room={room} />
      <PopupProbe />
    </MemoryRouter>,
  );
}

describe("the room's private chat tab", () => {
  beforeAll(async () => {
    await setupI18n('en');
  });
  afterEach(() => {
    closePrivateChat();
    closeLoginDialog();
  });

  it('opens the private chat with the streamer for a member', () => {
    const room = roomFixture();
    write('userInfo', { id: 999, userSig: 'sig' } as never);
    renderTab(room);
    fireEvent.click(screen.getByTestId('private-chat-anchor'));
    expect(screen.getByTestId('popup').textContent).toBe(String(room.anchor_id));
  });

  it('asks a visitor to log in first', () => {
    renderTab();
    fireEvent.click(screen.getByTestId('private-chat-anchor'));
    expect(isLoginDialogOpen()).toBe(true);
    expect(screen.getByTestId('popup').textContent).toBe('closed');
  });

  it("points the streamer to their fans' messages instead", () => {
    const room = roomFixture();
    write('userInfo', { id: room.anchor_id, userSig: 'sig' } as never);
    renderTab(room);
    expect(screen.queryByTestId('private-chat-anchor')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open chat' }).getAttribute('href')).toBe('/chat-chat');
  });
});
