import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeLoginDialog, isLoginDialogOpen } from '../../shared/session/login-dialog-store';
import { remove, write } from '../../shared/storage';
import { buildMember } from '../../test/members';
import { renderApp, setupI18n } from '../../test/render-app';
import { callsTo } from '../anchor/room-fixtures.test-util';
import {
  buildAnalysis,
  buildProfile,
  buildRecord,
  stubExpertApi,
  upcomingMatch,
} from './expert-fixtures.test-util';
import { buildMatch } from '../scores/match-fixtures.test-util';

const slow = { timeout: 5_000 };

function optionValues(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value);
}

/** Match lists for the publishing form: one football match to come, one in play, one NBA game. */
function matchList(url: URL) {
  const list =
    url.searchParams.get('sport') === 'basketball'
      ? [upcomingMatch({ id: 'b-1', sport: 'basketball' })]
      : [upcomingMatch({ id: 'f-1' }), buildMatch({ id: 'f-live' })];
  return { date: '2026-11-22', server_time: new Date().toISOString(), list, odds: {} };
}

describe('expert home page', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    remove('userInfo');
    act(() => closeLoginDialog());
  });

  it('shows the record, its chart as text, and current and settled analyses', async () => {
    const fetchMock = stubExpertApi({
      'Expert/profile': () => buildProfile(7),
      'Expert/record': () => ({
        ...buildRecord(),
        history: [
          { at: '2026-11-01T20:00:00.000Z', return_units: 0.9 },
          { at: '2026-11-02T20:00:00.000Z', return_units: -0.1 },
          { at: '2026-11-03T20:00:00.000Z', return_units: 4.5 },
        ],
      }),
      'Analysis/list': (url) =>
        url.searchParams.get('status') === 'open'
          ? { list: [buildAnalysis(1)], has_more: false }
          : { list: [], has_more: false },
    });
    renderApp('/specialist-home?id=7');
    const header = await screen.findByTestId('expert-header', {}, slow);
    const record = within(header).getByTestId('expert-record');
    expect(record.dataset.settled).toBe('20');
    expect(record.dataset.hitRate).toBe('0.625');
    expect(within(header).getByText('62.5%')).toBeTruthy();
    const chart = await screen.findByTestId('expert-chart');
    expect(chart.textContent).toBe('3 场已结算方案累计盈亏 +4.5 注');
    const open = await screen.findByTestId('expert-open-analyses');
    expect(within(open).getByTestId('analysis-card').dataset.analysisId).toBe('1');
    expect(await screen.findByText('暂无已结算的方案')).toBeTruthy();
    expect(screen.queryByTestId('analysis-publish-form')).toBeNull();
    expect(
      callsTo(fetchMock, 'Analysis/list').map((call) => call.url.searchParams.get('expert_id')),
    ).toEqual(['7', '7']);
  });

  it('lets a member follow the expert, and a visitor log in first', async () => {
    write('userInfo', buildMember());
    const fetchMock = stubExpertApi({
      'Expert/profile': () => buildProfile(7),
      'Member/attention': () => ({ is_followed: true, followers: 121 }),
    });
    const user = userEvent.setup();
    renderApp('/specialist-home?id=7');
    const follow = await screen.findByTestId('expert-follow', {}, slow);
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    await user.click(follow);
    await waitFor(() =>
      expect(screen.getByTestId('expert-follow').getAttribute('aria-pressed')).toBe('true'),
    );
    expect(screen.getByTestId('expert-followers').textContent).toBe('121 粉丝');
    expect(callsTo(fetchMock, 'Member/attention')[0]?.body).toEqual({ anchorid: 7, type: 1 });

    remove('userInfo');
    await user.click(screen.getByTestId('expert-follow'));
    expect(isLoginDialogOpen()).toBe(true);
    expect(callsTo(fetchMock, 'Member/attention')).toHaveLength(1);
  });

  it('offers its expert only matches to come and only the picks each market takes', async () => {
    write('userInfo', buildMember({ id: 7 }));
    const fetchMock = stubExpertApi({
      'Expert/profile': () => buildProfile(7, { mine: true }),
      'Match/getList': matchList,
      'Analysis/publish': () => ({ id: 77 }),
    });
    const user = userEvent.setup();
    renderApp('/specialist-home?id=7');
    const form = await screen.findByTestId('analysis-publish-form', {}, slow);
    const matchSelect = within(form).getByTestId('analysis-match-select');
    await waitFor(() => expect(optionValues(matchSelect)).toEqual(['', 'f-1']));

    const market = within(form).getByTestId('analysis-market');
    const pick = within(form).getByTestId('analysis-pick');
    await user.selectOptions(matchSelect, 'f-1');
    expect(optionValues(pick)).toEqual(['', 'home', 'away']);
    await user.selectOptions(market, 'total');
    expect(optionValues(pick)).toEqual(['', 'over', 'under']);
    await user.selectOptions(market, '1x2');
    expect(optionValues(pick)).toEqual(['', 'home', 'draw', 'away']);

    // Basketball's moneyline has no draw.
    await user.selectOptions(within(form).getByLabelText('项目'), 'basketball');
    await waitFor(() => expect(optionValues(matchSelect)).toEqual(['', 'b-1']));
    await user.selectOptions(matchSelect, 'b-1');
    await user.selectOptions(market, '1x2');
    expect(optionValues(pick)).toEqual(['', 'home', 'away']);

    await user.selectOptions(pick, 'away');
    await user.selectOptions(within(form).getByTestId('analysis-confidence'), '4');
    await user.type(within(form).getByTestId('analysis-title'), 'Celtics on the road');
    await user.type(within(form).getByTestId('analysis-reasoning'), 'Too short.');
    await user.click(within(form).getByTestId('analysis-publish-submit'));
    expect((await within(form).findByRole('alert')).textContent).toBe('分析理由至少 30 字');
    expect(callsTo(fetchMock, 'Analysis/publish')).toHaveLength(0);

    await user.type(
      within(form).getByTestId('analysis-reasoning'),
      ' Boston rest their starters less than anyone.',
    );
    const price = within(form).getByTestId('analysis-price');
    await user.clear(price);
    await user.type(price, '20');
    await user.click(within(form).getByTestId('analysis-publish-submit'));
    await waitFor(() => expect(callsTo(fetchMock, 'Analysis/publish')).toHaveLength(1));
    expect(callsTo(fetchMock, 'Analysis/publish')[0]?.body).toEqual({
      match_id: 'b-1',
      market: '1x2',
      pick: 'away',
      confidence: 4,
      title: 'Celtics on the road',
      reasoning: 'Too short. Boston rest their starters less than anyone.',
      price: 20,
    });
  });

  it('says when the id is no expert', async () => {
    stubExpertApi({
      'Expert/profile': () => {
        throw new Error('专家不存在');
      },
    });
    renderApp('/specialist-home?id=5');
    expect(await screen.findByTestId('expert-not-found', {}, slow)).toBeTruthy();
  });
});
