import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { remove, write, type UserInfo } from '../../shared/storage';
import { buildMember } from '../../test/members';
import { renderApp, setupI18n, stubFetch } from '../../test/render-app';
import { stubApi } from '../anchor/room-fixtures.test-util';
import { checkImage } from '../../shared/image-upload';
import { sectionFromParams, sectionHref } from '../../shared/member-sections';
import { validateCertification } from './CertificationSection';

const slow = { timeout: 5_000 };

const member: UserInfo = buildMember({ invite_code: 'INV12345' });

describe('member centre', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor to /login with a redirect back', async () => {
    stubFetch();
    const { router } = renderApp('/member?type=3');
    // Lazy route chunks load slowly on a busy machine: wait longer than the default second.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/member?type=3')}`);
    expect(await screen.findByTestId('login-panel', {}, slow)).toBeTruthy();
  });

  it('shows a member the section of the type query, and the fan club section', async () => {
    stubFetch();
    write('userInfo', member);
    const { router } = renderApp('/member?section=distribution');
    expect((await screen.findByLabelText('分享链接', {}, slow)).getAttribute('value')).toMatch(
      /\/main\?shareCode=INV12345$/,
    );
    await act(() => router.navigate('/member?type=9'));
    const section = await screen.findByTestId('member-section');
    await waitFor(() => expect(section.dataset.section).toBe('streamer'));
    // Not a streamer: the streamer centre points to the application instead.
    expect(await screen.findByTestId('streamer-apply-prompt')).toBeTruthy();
    // Every section is built now: the fan club is there for members who are not streamers too.
    await act(() => router.navigate('/member?section=fanGroup'));
    await waitFor(() =>
      expect(screen.getByTestId('member-section').dataset.section).toBe('fanGroup'),
    );
    expect(await screen.findByTestId('my-fan-groups', {}, slow)).toBeTruthy();
    expect(screen.queryByTestId('fan-group-settings')).toBeNull();
    expect(screen.getByTestId('member-section').textContent).not.toContain('开发中');
  });

  it('holds private messages in the message centre', async () => {
    stubApi({
      'Im/getConversationList': () => ({
        list: [
          {
            peer: '7',
            peer_nick: 'Coach',
            peer_avatar: '',
            peer_is_anchor: true,
            unread: 2,
            last_message: null,
            updated_at: Date.now(),
          },
        ],
        unread_total: 2,
      }),
    });
    write('userInfo', member);
    renderApp('/member?section=messages');
    const coach = await screen.findByRole('button', { name: /Coach/ }, slow);
    expect(coach.textContent).toContain('2 条未读');
    expect(screen.getByTestId('member-section').textContent).not.toContain('开发中');
  });

  it('shows the review state of a streamer application on type 7', async () => {
    const application = {
      status: 'rejected',
      real_name: 'Nguyen Van A',
      contact: '0912345678',
      id_number: 'A******6',
      id_photo: '',
      experience: 'I have commentated football for years.',
      inviter: '',
      code: '',
      review_note: 'ID photo is blurred',
      created_at: '2026-11-20T08:00:00.000Z',
    };
    stubApi({ 'Member/getVerifiedInfo': () => application });
    write('userInfo', member);
    const { router } = renderApp('/member?type=7');
    const status = await screen.findByTestId('application-status', {}, slow);
    expect(status.dataset.status).toBe('rejected');
    expect(status.textContent).toContain('审核未通过');
    expect(screen.getByTestId('application-note').textContent).toContain('ID photo is blurred');
    // Rejected: the form is there to apply again.
    expect(screen.getByTestId('certification-form')).toBeTruthy();

    vi.unstubAllGlobals();
    stubApi({ 'Member/getVerifiedInfo': () => ({ ...application, status: 'waiting' }) });
    await act(() => router.navigate('/member?type=0'));
    await act(() => router.navigate('/member?type=7'));
    await waitFor(() =>
      expect(screen.getByTestId('application-status').dataset.status).toBe('waiting'),
    );
    expect(screen.getByTestId('application-hint').textContent).toContain('我们会尽快审核');
    expect(screen.queryByTestId('certification-form')).toBeNull();
  });

  it('shows a notice instead of a redirect when the session ends on the page', async () => {
    stubFetch();
    write('userInfo', member);
    const { router } = renderApp('/member?type=0');
    await screen.findByTestId('profile-form', {}, slow);
    act(() => remove('userInfo'));
    expect(await screen.findByText('你已退出登录，即将返回首页。')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/member');
  });
});

describe('member sections', () => {
  it('maps the spec types and section names', () => {
    const at = (query: string) => sectionFromParams(new URLSearchParams(query));
    expect(at('')).toBe('profile');
    expect(at('type=0')).toBe('profile');
    expect(at('type=3')).toBe('certification');
    expect(at('type=7')).toBe('certification');
    expect(at('type=8')).toBe('tasks');
    expect(at('type=9')).toBe('streamer');
    expect(at('section=bankCard')).toBe('bankCard');
    expect(at('section=nope&type=8')).toBe('tasks');
    expect(sectionHref('profile')).toBe('/member?type=0');
    expect(sectionHref('security')).toBe('/member?section=security');
  });

  it('checks images before uploading (png/jpg, 5 MB)', () => {
    expect(checkImage({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkImage({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkImage({ type: 'image/gif', size: 1000 })).toBe('badType');
    expect(checkImage({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('tooLarge');
  });

  it('validates the streamer application (spec §5)', () => {
    const form = {
      real_name: 'Nguyen Van A',
      contact: '0912345678',
      id_number: 'AB123456',
      id_photo: '',
      experience: 'I have commentated football for years.',
      inviter: '',
      code: '',
    };
    expect(validateCertification(form)).toBeNull();
    expect(validateCertification({ ...form, contact: ' ' })).toBe('fill');
    expect(validateCertification({ ...form, id_number: 'AB-1' })).toBe('idNumber');
    expect(validateCertification({ ...form, experience: 'too short' })).toBe('experience');
  });
});
