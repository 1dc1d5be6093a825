import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { seededPassword } from './demo-streamer';
import type { Envelope } from './helpers';
import { loginWithPassword, memberContext, WEB } from './members';

export const OPERATOR_MOBILE = '13800000000';

/** A call of ours that must succeed; its data. */
export async function apiPost<T>(
  request: APIRequestContext,
  path: string,
  data: object,
): Promise<T> {
  const response = await request.post(`/api/${path}`, { headers: WEB, data });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const body = (await (await request.get(`/api/${path}`, { headers: WEB })).json()) as Envelope<T>;
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

/** Logs `request` in as the seeded operator. */
export async function loginAsOperator(request: APIRequestContext): Promise<void> {
  await loginWithPassword(
    request,
    OPERATOR_MOBILE,
    await seededPassword('operator', OPERATOR_MOBILE),
  );
}

/**
 * A fresh member who applied as a streamer and whom the operator (logged in on
 * `operatorRequest`) approved: their browser context and account.
 */
export async function approvedStreamer(browser: Browser, operatorRequest: APIRequestContext) {
  const { context, member } = await memberContext(browser);
  await apiPost(context.request, 'Member/verified', {
    real_name: '测试主播',
    contact: 'streamer@example.com',
    id_number: '11010519491231002X',
    experience: 'Three seasons calling lower-league matches live.',
  });
  await apiPost(operatorRequest, 'Admin/reviewAnchorApplication', {
    user_id: member.user.id,
    approve: true,
  });
  return { context, member };
}
