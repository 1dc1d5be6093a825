import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../test/render-app';
import { closeLoginDialog } from '../../shared/session/login-dialog-store';
import { renderLive, ROOM_ID, roomRoutes, signIn, stubApi } from './live-test-helpers';

async function shareRoom() {
  renderLive();
  fireEvent.click(await screen.findByTestId('share-button'));
  await screen.findByTestId('share-dialog');
}

describe('the share task', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => closeLoginDialog());
  });

  it("records a member's share of a room when the share dialog opens", async () => {
    signIn();
    const api = stubApi({ ...roomRoutes(), 'Activity/share': { code: 0, data: null } });
    await shareRoom();
    await waitFor(() => expect(api.callsTo('Activity/share')).toEqual([{ room_id: ROOM_ID }]));
  });

  it("does not ask the server to count a visitor's share", async () => {
    const api = stubApi({ ...roomRoutes(), 'Activity/share': { code: 0, data: null } });
    await shareRoom();
    expect(screen.getByTestId('share-link')).toBeTruthy();
    expect(api.callsTo('Activity/share')).toEqual([]);
  });
});
