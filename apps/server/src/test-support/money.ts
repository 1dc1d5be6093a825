import { MONEY, type Wallet } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import type { LedgerService } from '../modules/money/ledger/ledger.service';
import { member, platform } from '../modules/money/ledger/ledger-accounts';
import type { Database } from '../platform/db/database';
import { callerFrom } from './accounts';
import { registerStreamer } from './live';
import type { Envelope } from './envelope';

/** A streamer whose room is live (gifts need a broadcast). */
export async function registerLiveStreamer(app: FastifyInstance, db: Database) {
  const streamer = await registerStreamer(app, db);
  const started = await callerFrom(app).post('/api/Live/startRoom', {}, { token: streamer.token });
  if (started.json<Envelope>().code !== 0) throw new Error(`startRoom failed: ${started.body}`);
  return streamer;
}

/**
 * Opens an order's sandbox checkout page as the member's browser would (session cookie) and
 * submits the page's form with `action`.
 */
export async function decideOnSandboxPage(
  app: FastifyInstance,
  token: string,
  orderNo: string,
  action: 'pay' | 'cancel',
) {
  const cookie = `token=${token}`;
  const page = await app.inject({
    method: 'GET',
    url: `/payments/sandbox/checkout?order=${orderNo}`,
    headers: { cookie },
  });
  const formToken = /name="form_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return app.inject({
    method: 'POST',
    url: '/payments/sandbox/checkout',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    payload: new URLSearchParams({ order: orderNo, action, form_token: formToken }).toString(),
  });
}

/** Orders a package and pays it on the sandbox checkout page, as a member would. */
export async function topUpThroughSandbox(
  app: FastifyInstance,
  token: string,
  packageId = 1,
): Promise<{ orderNo: string; page: string }> {
  const caller = callerFrom(app);
  const order = (
    await caller.post('/api/chargerules/payUrl', { id: packageId, type: 0 }, { token })
  ).json<Envelope<{ url: string; order_no: string }>>();
  if (order.code !== 0) throw new Error(`payUrl failed: ${order.msg}`);
  const paid = await decideOnSandboxPage(app, token, order.data.order_no, 'pay');
  return { orderNo: order.data.order_no, page: paid.body };
}

/** Diamonds straight from the platform (an operator's adjustment): quick test funding. */
export async function grantDiamonds(ledger: LedgerService, userId: number, diamonds: number) {
  await ledger.transaction((tx) =>
    ledger.post(tx, {
      reason: 'adjustment',
      movements: [
        {
          from: platform('payments'),
          to: member(userId, 'diamonds'),
          amount: diamonds * MONEY.diamondMinorUnits,
        },
      ],
    }),
  );
}

/** Gold coins straight from the platform (as if earned by sign-ins and tasks). */
export async function grantGold(ledger: LedgerService, userId: number, gold: number) {
  await ledger.transaction((tx) =>
    ledger.post(tx, {
      reason: 'adjustment',
      movements: [{ from: platform('goldIssued'), to: member(userId, 'gold'), amount: gold }],
    }),
  );
}

export async function walletOf(app: FastifyInstance, token: string): Promise<Wallet> {
  const body = (await callerFrom(app).get('/api/Balance/getWallet', { token })).json<
    Envelope<Wallet>
  >();
  if (body.code !== 0) throw new Error(`getWallet failed: ${body.msg}`);
  return body.data;
}

/** Sets the member's payment password through the real call (login password confirms it). */
export async function setPaymentPassword(
  app: FastifyInstance,
  member: { token: string; password: string },
  paymentPassword = '135790',
) {
  const body = (
    await callerFrom(app).post(
      '/api/Member/paymentPassword',
      {
        login_password: member.password,
        payment_password: paymentPassword,
        repassword: paymentPassword,
      },
      { token: member.token },
    )
  ).json<Envelope>();
  if (body.code !== 0) throw new Error(`paymentPassword failed: ${body.msg}`);
  return paymentPassword;
}

/** The ledger's invariants: every account equals its postings, members never negative, sums zero. */
export async function ledgerProblems(ledger: LedgerService): Promise<string[]> {
  const audit = await ledger.audit();
  const problems: string[] = [];
  for (const total of audit.totals) {
    if (Number(total.total) !== 0) problems.push(`${total.currency} sums to ${total.total}`);
  }
  for (const account of audit.accounts) {
    if (Number(account.balance) !== Number(account.fromPostings)) {
      problems.push(`account ${account.id}: ${account.balance} ≠ postings ${account.fromPostings}`);
    }
  }
  return problems;
}
