import type { ConsoleAnchorApplication } from '@tifo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { write } from '../../../shared/storage';
import { buildMember } from '../../../test/members';
import { renderApp, setupI18n } from '../../../test/render-app';
import {
  ADMINISTRATOR,
  buildAnchorApplication,
  NO_COUNTS,
  Refusal,
  stubAdminApi,
} from '../admin.test-util';

interface Review {
  user_id: number;
  approve: boolean;
  note: string;
}

/** A console server holding streamer applications; reviews decide them (or are refused). */
function stubQueue(applications: ConsoleAnchorApplication[], refuseWith?: string) {
  const reviews: Review[] = [];
  let countReads = 0;
  const waiting = () => applications.filter((application) => application.status === 'waiting');
  const fetchMock = stubAdminApi({
    'Admin/me': () => ADMINISTRATOR,
    'Admin/queueCounts': () => {
      countReads += 1;
      return { ...NO_COUNTS, anchor_applications: waiting().length };
    },
    'Admin/anchorApplications': (url) => ({
      list: applications.filter(
        (application) => application.status === (url.searchParams.get('status') ?? 'waiting'),
      ),
      has_more: false,
    }),
    'Admin/reviewAnchorApplication': (_url, body) => {
      const review = body as Review;
      reviews.push(review);
      if (refuseWith) return new Refusal(1, 409, refuseWith);
      const application = applications.find((item) => item.user_id === review.user_id);
      if (!application) return new Refusal(1, 404, 'no such application');
      application.status = review.approve ? 'approved' : 'rejected';
      application.review_note = review.note;
      return application;
    },
  });
  return { fetchMock, reviews, countReads: () => countReads };
}

async function openQueue() {
  write('userInfo', buildMember({ id: ADMINISTRATOR.user_id }));
  renderApp('/admin/anchor-applications');
  return screen.findByRole('table', { name: '主播申请' });
}

/** The queue's row naming `name`, if it is on screen. */
const itemOf = (name: string) =>
  screen.queryAllByRole('row').find((row) => row.textContent?.includes(name));

describe('streamer application queue', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refuses only with a note, then the application leaves the waiting list', async () => {
    const user = userEvent.setup();
    const server = stubQueue([
      buildAnchorApplication({ user_id: 21, nickname: 'Lan' }),
      buildAnchorApplication({ user_id: 22, nickname: 'Minh' }),
    ]);
    await openQueue();
    const lan = itemOf('Lan');
    if (!lan) throw new Error('Lan is not listed');
    // Everything the reviewer needs is on the card.
    expect(lan.textContent).toContain('A12345678');
    expect(lan.textContent).toContain('0912345678');
    const readsBefore = server.countReads();

    await user.click(within(lan).getByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog', { name: '审核不通过' });
    await user.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请填写审核备注');
    expect(server.reviews).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('审核备注'), '证件照模糊');
    await user.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.reviews).toEqual([{ user_id: 21, approve: false, note: '证件照模糊' }]);
    await waitFor(() => expect(itemOf('Lan')).toBeUndefined());
    expect(itemOf('Minh')).toBeDefined();
    expect((await screen.findByText('已拒绝：Lan')).closest('[role="status"]')).toBeTruthy();
    // The navigation's counts are read again after the decision.
    await waitFor(() => expect(server.countReads()).toBeGreaterThan(readsBefore));
  });

  it('approves in one click, and shows a refusal from the server in place', async () => {
    const user = userEvent.setup();
    const server = stubQueue(
      [buildAnchorApplication({ user_id: 31, nickname: 'Hoa' })],
      '申请已被处理',
    );
    await openQueue();
    const hoa = itemOf('Hoa');
    if (!hoa) throw new Error('Hoa is not listed');

    await user.click(within(hoa).getByRole('button', { name: '通过' }));
    expect((await within(hoa).findByRole('alert')).textContent).toBe('申请已被处理');
    expect(server.reviews).toEqual([{ user_id: 31, approve: true, note: '' }]);
    // Refused: the application stays in the list, to be looked at again.
    expect(itemOf('Hoa')).toBeDefined();
  });

  it('approves: the application leaves the waiting list with a notice', async () => {
    const user = userEvent.setup();
    const server = stubQueue([buildAnchorApplication({ user_id: 41, nickname: 'Tuan' })]);
    await openQueue();
    const tuan = itemOf('Tuan');
    if (!tuan) throw new Error('Tuan is not listed');
    await user.click(within(tuan).getByRole('button', { name: '通过' }));
    await waitFor(() => expect(itemOf('Tuan')).toBeUndefined());
    expect(server.reviews).toEqual([{ user_id: 41, approve: true, note: '' }]);
    expect(await screen.findByText('已通过：Tuan')).toBeTruthy();
    expect(screen.getByText('这里暂时没有内容')).toBeTruthy();
  });
});
