import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, setupI18n, stubFetch } from '../../test/render-app';
import { closeLoginDialog, isLoginDialogOpen } from '../../shared/session/login-dialog-store';
import { stubApi } from '../anchor/room-fixtures.test-util';
import { buildConversation, member, signIn } from './private/private-chat.test-util';

describe('/chat-chat', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    closeLoginDialog();
    vi.unstubAllGlobals();
  });

  it('asks a visitor to log in', async () => {
    stubFetch();
    renderApp('/chat-chat');
    const prompt = await screen.findByTestId('chat-login-prompt');
    fireEvent.click(prompt.querySelector('button') as HTMLButtonElement);
    expect(isLoginDialogOpen()).toBe(true);
  });

  it('explains the missing permission and points to the message centre', async () => {
    stubFetch();
    signIn({ ...member, chatpermission: 0 });
    renderApp('/chat-chat');
    const notice = await screen.findByTestId('chat-no-permission');
    expect(notice.textContent).toContain('你还没有聊天权限');
    expect(screen.getByRole('link', { name: '前往消息中心' }).getAttribute('href')).toBe(
      '/member?section=messages',
    );
  });

  it('shows the conversations of a member with chat permission, and opens ?peer=', async () => {
    stubApi({
      'Im/getConversationList': () => ({
        list: [buildConversation('7'), buildConversation('8')],
        unread_total: 0,
      }),
      'Im/getMessageList': () => ({ list: [], has_more: false }),
      'Im/getPeer': () => ({ peer: '9', nick: 'Nine', avatar: '', is_anchor: false }),
    });
    signIn();
    renderApp('/chat-chat?peer=9');
    expect(await screen.findByRole('button', { name: /User 8/ })).toBeTruthy();
    const nine = await screen.findByRole('button', { name: /Nine/ });
    expect(nine.getAttribute('aria-current')).toBe('true');
    expect(screen.getAllByTestId('conversation')).toHaveLength(3);
  });
});
