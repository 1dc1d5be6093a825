import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { remove, write } from '../../shared/storage';
import { buildMember } from '../../test/members';
import { renderApp, setupI18n } from '../../test/render-app';
import { callsTo, calledPaths, stubApi } from '../anchor/room-fixtures.test-util';
import { fanGroupFixture, membershipFixture } from './fan-group-fixtures.test-util';

const SECTION = '/member?section=fanGroup';
// The member centre is a lazy route: on a loaded machine its first render takes a while.
const slow = { timeout: 15_000 };

/** Drivers of the settings form, as a streamer fills it in. */
function form() {
  return screen.getByTestId('fan-group-settings');
}
function type(label: string, text: string) {
  fireEvent.change(within(form()).getByLabelText(label), { target: { value: text } });
}

describe('member centre: fan club', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => remove('userInfo'));
  });

  it("lists a member's fan groups with their badge, progress and expiry, and no settings", async () => {
    write('userInfo', buildMember());
    const fetchMock = stubApi({
      'Group/mine': () => ({
        list: [
          { group: fanGroupFixture(), membership: membershipFixture() },
          {
            group: fanGroupFixture({
              anchor_id: 8,
              anchor_nickname: '阿杰',
              room_id: null,
              badge: 'ARS',
            }),
            membership: membershipFixture({
              anchor_id: 8,
              level: 10,
              intimacy: 12_000,
              next_level_at: null,
              active: false,
              expires_at: '2025-04-01T04:00:00.000Z',
            }),
          },
        ],
      }),
    });
    renderApp(SECTION);
    const rows = await screen.findAllByTestId('my-fan-group', {}, slow);
    expect(rows).toHaveLength(2);
    const [active, expired] = rows;

    const room = within(active!).getByTestId('my-fan-group-room');
    expect(room.getAttribute('href')).toBe('/live?id=12');
    // The avatar's letter is decoration (aria-hidden): the link is named by the streamer.
    expect(within(room).getByText('老王解说')).toBeTruthy();
    expect(within(active!).getByTestId('fan-badge').dataset.level).toBe('3');
    expect(within(active!).getByTestId('fan-intimacy').textContent).toBe(
      '亲密度 450距 Lv.4 还差 150',
    );
    expect(within(active!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(within(active!).getByTestId('my-fan-group-expiry').textContent).toBe(
      '有效期至 2025/06/10 20:00',
    );
    expect(active!.textContent).toContain('有效');

    // No room: the streamer's name is not a link.
    expect(within(expired!).queryByTestId('my-fan-group-room')).toBeNull();
    expect(within(expired!).getByTestId('fan-intimacy').textContent).toContain('已满级');
    expect(within(expired!).getByTestId('my-fan-group-expiry').textContent).toBe(
      '已于 2025/04/01 12:00 过期，续期后恢复徽章',
    );

    expect(screen.queryByTestId('fan-group-settings')).toBeNull();
    expect(calledPaths(fetchMock)).not.toContain('Group/getSettings');
  });

  it('says how to join when the member has no fan group yet', async () => {
    write('userInfo', buildMember());
    stubApi({ 'Group/mine': () => ({ list: [] }) });
    renderApp(SECTION);
    const list = await screen.findByTestId('my-fan-groups', {}, slow);
    expect(await within(list).findByText('你还没有加入粉丝团')).toBeTruthy();
    expect(within(list).getByRole('link', { name: '去看直播' }).getAttribute('href')).toBe(
      '/anchor?type=0',
    );
  });

  it("sends a streamer's settings as the contract wants them, after checking them", async () => {
    write('userInfo', buildMember({ id: 7, is_anchor: 1 }));
    const fetchMock = stubApi({
      'Group/getSettings': () => ({ group: null }),
      'Group/setSettings': (_url, body) => ({ ...fanGroupFixture(), ...(body as object) }),
      'Group/mine': () => ({ list: [] }),
    });
    renderApp(SECTION);
    await screen.findByTestId('fan-group-settings', {}, slow);
    expect(form().textContent).not.toContain('ARS');

    // Nothing is sent while the name and badge are empty.
    fireEvent.click(screen.getByTestId('fan-group-save'));
    expect(await within(form()).findByText('请填写粉丝团名称（最多 16 个字）')).toBeTruthy();
    expect(callsTo(fetchMock, 'Group/setSettings')).toHaveLength(0);

    type('粉丝团名称', ' 老王铁粉团 ');
    type('徽章文字', 'ARS');
    // The badge preview follows what is typed.
    const preview = screen.getByTestId('fan-group-badge-preview');
    expect(
      within(preview)
        .getAllByTestId('fan-badge')
        .map((badge) => badge.dataset.level),
    ).toEqual(['1', '10']);
    expect(screen.queryByLabelText('每月费用（钻石）')).toBeNull();
    fireEvent.click(within(form()).getByLabelText(/^按月付费/));
    type('每月费用（钻石）', '50');
    fireEvent.change(within(form()).getByLabelText('仅粉丝发言'), { target: { value: '2' } });
    fireEvent.change(within(form()).getByLabelText('进场特效'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('fan-group-save'));

    await waitFor(() => expect(callsTo(fetchMock, 'Group/setSettings')).toHaveLength(1));
    expect(callsTo(fetchMock, 'Group/setSettings')[0]?.body).toEqual({
      name: '老王铁粉团',
      badge: 'ARS',
      join_mode: 'fee',
      fee_diamonds: 50,
      fans_only_chat_level: 2,
      chat_colour_level: 0,
      entry_effect_level: 5,
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('toast').map((toast) => toast.textContent)).toContainEqual(
        expect.stringContaining('粉丝团设置已保存'),
      ),
    );
  });

  it("shows a streamer's top fans under their settings", async () => {
    write('userInfo', buildMember({ id: 7, is_anchor: 1 }));
    const fetchMock = stubApi({
      'Group/getSettings': () => ({ group: fanGroupFixture() }),
      'Group/ranking': () => ({
        list: [
          { rank: 1, user_id: 31, nickname: '大粉', avatar: '', level: 8, intimacy: 4_200 },
          { rank: 2, user_id: 32, nickname: '小粉', avatar: '', level: 2, intimacy: 150 },
        ],
        has_more: false,
      }),
      'Group/mine': () => ({ list: [] }),
    });
    renderApp(SECTION);
    const settings = await screen.findByTestId('fan-group-settings', {}, slow);
    expect(within(settings).getByLabelText<HTMLInputElement>('粉丝团名称').value).toBe(
      '老王铁粉团',
    );
    const rows = await screen.findAllByTestId('fan-rank-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('大粉'),
      expect.stringContaining('小粉'),
    ]);
    expect(rows[0]?.textContent).toContain('亲密度 4,200');
    expect(callsTo(fetchMock, 'Group/ranking')[0]?.url.search).toBe('?anchor_id=7&page=1');
    expect(screen.queryByTestId('fan-rank-more')).toBeNull();
  });
});
