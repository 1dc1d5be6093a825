import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../test/render-app';
import { isLoginDialogOpen, closeLoginDialog } from '../../../shared/session/login-dialog-store';
import { stubApi } from '../../anchor/room-fixtures.test-util';
import { PrivateChatHost } from './PrivateChatHost';
import { closePrivateChat, openPrivateChat } from './private-chat-store';
import { buildConversation, PEER, renderWithChat, signIn } from './private-chat.test-util';

describe('private chat popup', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    act(() => closePrivateChat());
    closeLoginDialog();
    vi.unstubAllGlobals();
  });

  it('opens on a target from anywhere, and closes with Escape', async () => {
    signIn();
    stubApi({
      'Im/getConversationList': () => ({ list: [buildConversation(PEER)], unread_total: 0 }),
      'Im/getMessageList': () => ({ list: [], has_more: false }),
    });
    renderWithChat(<PrivateChatHost />, null);
    expect(screen.queryByTestId('private-chat-popup')).toBeNull();
    act(() => openPrivateChat({ peer: '9', nick: 'Coach', avatar: '/uploads/c.png' }));
    const popup = await screen.findByRole('dialog', { name: '私信' });
    const coach = await screen.findByRole('button', { name: /Coach/ });
    expect(coach.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: /User 7/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '消息内容' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '发送' })).toBeTruthy();
    fireEvent.keyDown(popup, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('private-chat-popup')).toBeNull());
  });

  it('asks a visitor to log in', async () => {
    renderWithChat(<PrivateChatHost />, null);
    act(() => openPrivateChat());
    fireEvent.click(await screen.findByRole('button', { name: '登录' }));
    expect(isLoginDialogOpen()).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('private-chat-popup')).toBeNull());
  });
});
