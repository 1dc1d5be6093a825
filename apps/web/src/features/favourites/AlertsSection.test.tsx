import { DEFAULT_ALERTS, type AlertSettings, type Favourite } from '@tifo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../test/render-app';
import { callsTo, stubApi } from '../anchor/room-fixtures.test-util';
import { renderMoney, signIn } from '../wallet/wallet.test-util';
import { AlertsSection } from './AlertsSection';

const arsenal: Favourite = {
  kind: 'team',
  id: 'arsenal-fc',
  sport: 'football',
  name: 'Arsenal FC',
  name_zh: '阿森纳',
  name_vi: 'Arsenal',
  alerts: DEFAULT_ALERTS,
};
const premierLeague: Favourite = {
  kind: 'competition',
  id: 'en.1-2024-25',
  sport: 'football',
  name: 'Premier League',
  name_zh: '英超',
  name_vi: 'Ngoại hạng Anh',
  alerts: { ...DEFAULT_ALERTS, kickoff: false },
};
const settings: AlertSettings = {
  quiet_from: null,
  quiet_to: null,
  time_zone: 'Asia/Shanghai',
  spoiler_safe: true,
};

function stubFavourites(favourites: Favourite[]) {
  return stubApi({
    'Favourite/list': () => ({ favourites, settings }),
    'Push/config': () => ({ enabled: true, public_key: 'B'.repeat(87) }),
    'Favourite/setAlerts': (_url, body) => ({ alerts: (body as { alerts: unknown }).alerts }),
    'Favourite/setSettings': (_url, body) => body,
    'Favourite/toggle': () => ({ following: false }),
  });
}

describe('favourites and alerts', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists each favourite with its five alerts and saves a change', async () => {
    signIn();
    const api = stubFavourites([arsenal, premierLeague]);
    const user = userEvent.setup();
    renderMoney(<AlertsSection />);
    const rows = await screen.findAllByTestId('favourite-row');
    expect(rows.map((row) => row.dataset.id)).toEqual(['arsenal-fc', 'en.1-2024-25']);
    const team = within(rows[0]!);
    expect(team.getByText('阿森纳')).toBeTruthy();
    expect(team.getByTestId('alert-goal').getAttribute('aria-pressed')).toBe('true');
    expect(team.getByTestId('alert-half_time').getAttribute('aria-pressed')).toBe('false');

    await user.click(team.getByTestId('alert-half_time'));
    await waitFor(() =>
      expect(team.getByTestId('alert-half_time').getAttribute('aria-pressed')).toBe('true'),
    );
    expect(callsTo(api, 'Favourite/setAlerts').map((call) => call.body)).toEqual([
      { kind: 'team', id: 'arsenal-fc', alerts: { ...DEFAULT_ALERTS, half_time: true } },
    ]);
  });

  it('saves quiet hours on this device’s clock and the spoiler-safe choice', async () => {
    signIn();
    const api = stubFavourites([arsenal]);
    const user = userEvent.setup();
    renderMoney(<AlertsSection />);
    await user.click(await screen.findByTestId('quiet-hours'));
    await user.click(screen.getByTestId('spoiler-safe'));
    await user.click(screen.getByTestId('alert-settings-save'));
    await screen.findByText('已保存');
    expect(callsTo(api, 'Favourite/setSettings').map((call) => call.body)).toEqual([
      {
        quiet_from: '23:00',
        quiet_to: '07:00',
        time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        spoiler_safe: false,
      },
    ]);
  });

  it('says how to follow when there is nothing yet, and that this browser has no push', async () => {
    signIn();
    stubFavourites([]);
    renderMoney(<AlertsSection />);
    expect(await screen.findByText('还没有关注的球队或赛事')).toBeTruthy();
    // jsdom has no service workers: the fan is told so instead of offered a broken button.
    expect((await screen.findByTestId('push-state')).dataset.state).toBe('unsupported');
    expect(screen.queryByTestId('push-enable')).toBeNull();
  });
});
