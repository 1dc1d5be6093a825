import { screen } from '@testing-library/react';
import { write } from '../../../shared/storage';
import { buildMember } from '../../../test/members';
import { renderApp } from '../../../test/render-app';
import { NO_COUNTS, stubAdminApi, type AdminHandler } from '../admin.test-util';

type Staff = { user_id: number; nickname: string; role: 'operator' | 'moderator' };

/**
 * Opens a content page as `staff` against a fake server (`routes` beside who is signed in and
 * the queue counts); resolves once the page's heading is on screen.
 */
export async function openContentPage(
  path: string,
  staff: Staff,
  routes: Record<string, AdminHandler>,
  heading: string,
) {
  const fetchMock = stubAdminApi({
    'Admin/me': () => staff,
    'Admin/queueCounts': () => NO_COUNTS,
    ...routes,
  });
  write('userInfo', buildMember({ id: staff.user_id }));
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return fetchMock;
}

/** The table row naming `text`. */
export async function rowOf(text: string) {
  const rows = await screen.findAllByRole('row');
  const row = rows.find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`no row names ${text}`);
  return row;
}
