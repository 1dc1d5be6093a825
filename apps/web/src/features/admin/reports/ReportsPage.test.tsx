import type { ReportCase } from '@tifo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { write } from '../../../shared/storage';
import { buildMember } from '../../../test/members';
import { renderApp, setupI18n } from '../../../test/render-app';
import { ADMINISTRATOR, NO_COUNTS, stubAdminApi } from '../admin.test-util';

function buildCase(overrides: Partial<ReportCase> & Pick<ReportCase, 'target_kind' | 'target_id'>) {
  return {
    reports: 3,
    reasons: ['abuse'],
    notes: [],
    last_reported_at: '2026-11-20T08:00:00.000Z',
    excerpt: `Reported ${overrides.target_kind}`,
    author_id: 7,
    author_nickname: 'Caster',
    link: '',
    gone: false,
    ...overrides,
  } satisfies ReportCase;
}

/** A reports queue holding a room and a comment; decisions are recorded and close the case. */
function stubReports() {
  let cases = [
    buildCase({
      target_kind: 'room',
      target_id: 12,
      excerpt: 'Derby night',
      reasons: ['piracy'],
      link: '/live?id=12',
    }),
    buildCase({ target_kind: 'comment', target_id: 5, excerpt: '加微信领福利', reasons: ['spam'] }),
    // A private message: no public place, so no link.
    buildCase({
      target_kind: 'message',
      target_id: 88,
      excerpt: '私聊我领红包',
      reasons: ['fraud'],
      author_id: 31,
      author_nickname: 'Scammer',
    }),
    // A member: the excerpt is their signature, the author themselves.
    buildCase({
      target_kind: 'user',
      target_id: 9,
      excerpt: '代充钻石找我',
      reasons: ['sexual', 'other'],
      author_id: 9,
      author_nickname: 'Spammer',
      link: '/persona?id=9',
    }),
  ];
  const decisions: unknown[] = [];
  stubAdminApi({
    'Admin/me': () => ADMINISTRATOR,
    'Admin/queueCounts': () => ({ ...NO_COUNTS, reports: cases.length }),
    'Admin/reports': (url) => {
      const kind = url.searchParams.get('kind');
      return { list: cases.filter((item) => !kind || item.target_kind === kind), has_more: false };
    },
    'Admin/handleReport': (_url, body) => {
      decisions.push(body);
      const { target_kind, target_id, outcome } = body as Pick<
        ReportCase,
        'target_kind' | 'target_id'
      > & { outcome: string };
      cases = cases.filter(
        (item) => item.target_kind !== target_kind || item.target_id !== target_id,
      );
      return { target_kind, target_id, outcome };
    },
  });
  return decisions;
}

const rowOf = (text: string) =>
  screen.queryAllByRole('row').find((row) => row.textContent?.includes(text));

describe('reports queue', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('seals a reported room only with the reason its viewers will read', async () => {
    const user = userEvent.setup();
    const decisions = stubReports();
    write('userInfo', buildMember({ id: ADMINISTRATOR.user_id }));
    renderApp('/admin/reports');
    await screen.findByRole('table', { name: '举报' });
    const room = rowOf('Derby night');
    if (!room) throw new Error('the room is not listed');
    // Reasons in words, per kind.
    expect(room.textContent).toContain('盗播侵权');
    expect(rowOf('加微信领福利')?.textContent).toContain('垃圾广告');
    expect(within(room).getByRole('link', { name: '在网站上查看' }).getAttribute('target')).toBe(
      '_blank',
    );

    await user.click(within(room).getByRole('button', { name: '移除' }));
    const dialog = await screen.findByRole('dialog', { name: '封禁被举报的直播间' });
    expect(dialog.textContent).toContain('展示给观众');
    await user.click(within(dialog).getByRole('button', { name: '确认封禁' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请填写封禁原因（观众可见）');
    expect(decisions).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('封禁原因（观众可见）'), '盗播比赛');
    await user.click(within(dialog).getByRole('button', { name: '确认封禁' }));
    await waitFor(() => expect(rowOf('Derby night')).toBeUndefined());
    expect(decisions).toEqual([
      { target_kind: 'room', target_id: 12, outcome: 'removed', note: '盗播比赛' },
    ]);
  });

  it('removes a comment without a note, and dismisses in one click', async () => {
    const user = userEvent.setup();
    const decisions = stubReports();
    write('userInfo', buildMember({ id: ADMINISTRATOR.user_id }));
    renderApp('/admin/reports');
    await user.click(await screen.findByRole('tab', { name: '评论' }));
    await waitFor(() => expect(rowOf('Derby night')).toBeUndefined());
    const comment = rowOf('加微信领福利');
    if (!comment) throw new Error('the comment is not listed');
    await user.click(within(comment).getByRole('button', { name: '移除' }));
    const dialog = await screen.findByRole('dialog', { name: '移除被举报的评论' });
    await user.click(within(dialog).getByRole('button', { name: '确认移除' }));
    await waitFor(() => expect(rowOf('加微信领福利')).toBeUndefined());

    await user.click(screen.getByRole('tab', { name: '全部' }));
    const room = await waitFor(() => {
      const row = rowOf('Derby night');
      if (!row) throw new Error('the room is not listed');
      return row;
    });
    await user.click(within(room).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(rowOf('Derby night')).toBeUndefined());
    expect(decisions).toEqual([
      { target_kind: 'comment', target_id: 5, outcome: 'removed', note: '' },
      { target_kind: 'room', target_id: 12, outcome: 'dismissed', note: '' },
    ]);
  });

  it("shows a private message and a member, and resets the member's nickname and avatar", async () => {
    const user = userEvent.setup();
    const decisions = stubReports();
    write('userInfo', buildMember({ id: ADMINISTRATOR.user_id }));
    renderApp('/admin/reports');
    await screen.findByRole('table', { name: '举报' });
    const message = rowOf('私聊我领红包');
    if (!message) throw new Error('the message is not listed');
    expect(message.textContent).toContain('聊天消息');
    expect(message.textContent).toContain('诈骗');
    expect(message.textContent).toContain('私信（网站上没有公开位置）');
    expect(within(message).queryByRole('link', { name: '在网站上查看' })).toBeNull();
    expect(within(message).getByRole('button', { name: '移除' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: '会员' }));
    await waitFor(() => expect(rowOf('私聊我领红包')).toBeUndefined());
    const member = rowOf('Spammer');
    if (!member) throw new Error('the member is not listed');
    expect(member.textContent).toContain('代充钻石找我');
    expect(member.textContent).toContain('色情低俗, 其他');
    expect(within(member).getByRole('link', { name: '会员详情' }).getAttribute('href')).toBe(
      '/admin/users/9',
    );
    expect(within(member).queryByRole('button', { name: '移除' })).toBeNull();

    await user.click(within(member).getByRole('button', { name: '重置昵称和头像' }));
    const dialog = await screen.findByRole('dialog', { name: '重置被举报会员的昵称和头像' });
    expect(dialog.textContent).toContain('Spammer 的昵称将重置为系统默认昵称');
    await user.click(within(dialog).getByRole('button', { name: '确认重置' }));
    await waitFor(() => expect(rowOf('Spammer')).toBeUndefined());
    expect(decisions).toEqual([
      { target_kind: 'user', target_id: 9, outcome: 'removed', note: '' },
    ]);
  });
});
