import type { BroadcastPlan } from '@tifo/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeLoginDialog, isLoginDialogOpen } from '../../shared/session/login-dialog-store';
import { write } from '../../shared/storage';
import { buildMember } from '../../test/members';
import { renderApp, setupI18n } from '../../test/render-app';
import { calledPaths, callsTo, stubApi } from '../anchor/room-fixtures.test-util';
import { buildPlan, planPage } from './plan-fixtures.test-util';
import { PlannedBroadcasts } from './PlannedBroadcasts';
import type { PlanFilter } from './api';

function renderPlans(filter: PlanFilter) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PlannedBroadcasts filter={filter} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The public list with one plan whose reservation the server toggles. */
function serveOnePlan(plan: BroadcastPlan) {
  let reserved = plan.reserved;
  let count = plan.reservations;
  return stubApi({
    'Live/getLivePlans': () => planPage([{ ...plan, reserved, reservations: count }]),
    'Live/reserveLivePlan': (_url, body) => {
      reserved = (body as { reserve: boolean }).reserve;
      count += reserved ? 1 : -1;
      return { id: plan.id, reserved, reservations: count };
    },
  });
}

describe('planned broadcasts', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    closeLoginDialog();
  });

  it("lists a match's approved broadcasts with who, what, when and a link to the room", async () => {
    const fetchMock = serveOnePlan(buildPlan({ id: 31 }));
    renderPlans({ matchId: 'm-1' });
    const item = await screen.findByTestId('planned-broadcast');
    expect(item.dataset.planId).toBe('31');
    expect(callsTo(fetchMock, 'Live/getLivePlans')[0]?.url.searchParams.get('match_id')).toBe(
      'm-1',
    );
    expect(within(item).getByRole('link', { name: '小李解说' }).getAttribute('href')).toBe(
      '/live?id=7',
    );
    expect(item.textContent).toContain('德比大战全场解说');
    expect(item.textContent).toContain('阿森纳 vs 切尔西');
    // 11:45 UTC is 19:45 China time, the time zone of every time on the site.
    expect(item.textContent).toContain('19:45');
    expect(item.textContent).toContain('3人预约');
  });

  it('asks a visitor to log in instead of reserving', async () => {
    const fetchMock = serveOnePlan(buildPlan({ id: 31 }));
    const user = userEvent.setup();
    renderPlans({ matchId: 'm-1' });
    await user.click(await screen.findByTestId('reserve-plan'));
    expect(isLoginDialogOpen()).toBe(true);
    expect(calledPaths(fetchMock)).not.toContain('Live/reserveLivePlan');
  });

  it('lets a member reserve and cancel, with the count following the server', async () => {
    const fetchMock = serveOnePlan(buildPlan({ id: 31 }));
    write('userInfo', buildMember());
    const user = userEvent.setup();
    renderPlans({ anchorId: 9 });
    const toggle = await screen.findByTestId('reserve-plan');
    expect(toggle.textContent).toBe('预约');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    await user.click(toggle);
    await waitFor(() => expect(screen.getByTestId('reserve-plan').textContent).toBe('已预约'));
    expect(screen.getByTestId('reserve-plan').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('plan-reservations').textContent).toBe('4人预约');
    expect(callsTo(fetchMock, 'Live/reserveLivePlan')[0]?.body).toEqual({ id: 31, reserve: true });

    await user.click(screen.getByTestId('reserve-plan'));
    await waitFor(() => expect(screen.getByTestId('reserve-plan').textContent).toBe('预约'));
    expect(callsTo(fetchMock, 'Live/reserveLivePlan')[1]?.body).toEqual({ id: 31, reserve: false });
    expect(screen.getByTestId('plan-reservations').textContent).toBe('3人预约');
  });

  it('offers to watch a broadcast that is on instead of reserving it', async () => {
    serveOnePlan(buildPlan({ id: 31, started_at: '2026-11-22T11:50:00.000Z' }));
    renderPlans({ matchId: 'm-1' });
    const item = await screen.findByTestId('planned-broadcast');
    expect(within(item).queryByTestId('reserve-plan')).toBeNull();
    expect(within(item).getByRole('link', { name: '去观看' }).getAttribute('href')).toBe(
      '/live?id=7',
    );
  });

  it('shows nothing when no broadcast is planned', async () => {
    const fetchMock = stubApi({ 'Live/getLivePlans': () => planPage([]) });
    const { container } = renderPlans({ matchId: 'm-1' });
    await waitFor(() => expect(calledPaths(fetchMock)).toContain('Live/getLivePlans'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });

  it("appears on a streamer's profile, filtered by the streamer", async () => {
    const fetchMock = stubApi({
      'User/getPersona': () => ({
        id: 9,
        avatar: '/uploads/avatar.png',
        user_nickname: '小李解说',
        signature: '',
        is_anchor: 1,
        followers: 10,
        following: 2,
        is_followed: false,
        create_time_str: '30',
      }),
      'Live/getLivePlans': () => planPage([buildPlan({ id: 31 })]),
    });
    renderApp('/persona?id=9');
    const block = await screen.findByTestId('planned-broadcasts');
    expect(within(block).getAllByTestId('planned-broadcast')).toHaveLength(1);
    expect(callsTo(fetchMock, 'Live/getLivePlans')[0]?.url.searchParams.get('anchor_id')).toBe('9');
  });
});
