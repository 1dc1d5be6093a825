import {
  createPublicKey,
  createSign,
  createVerify,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Alipay's OpenAPI gateway (`gateway.do`). It checks a request's RSA2
 * signature the way Alipay documents it, recomputed here (not with our client's code), answers
 * `alipay.trade.query` from `trades`, signed with its own key pair, and signs notifies.
 */
export interface FakeAlipayTrade {
  tradeNo: string;
  tradeStatus: 'WAIT_BUYER_PAY' | 'TRADE_CLOSED' | 'TRADE_SUCCESS' | 'TRADE_FINISHED';
  /** Yuan text as Alipay sends it, e.g. "12.34". */
  totalAmount: string;
}

export interface FakeAlipay {
  /** The gateway URL to configure (`…/gateway.do`). */
  url: string;
  /** Alipay's public key for this fake (PEM), to configure as `alipayPublicKey`. */
  alipayPublicKey: string;
  trades: Map<string, FakeAlipayTrade>;
  /** Change the answer's amount after signing it, as a man in the middle would. */
  tamper: boolean;
  /** Signed requests that passed the check: their method and decoded biz_content. */
  received: { method: string; bizContent: Record<string, unknown> }[];
  /** Why requests were refused (should stay empty in a good run). */
  refused: string[];
  /** Notify fields as Alipay would POST them, signed (sign_type RSA2 added). */
  signNotify(fields: Record<string, string>): Record<string, string>;
  /** A paid notify for a trade, with every field Alipay sends, signed. */
  paidNotify(trade: {
    outTradeNo: string;
    tradeNo: string;
    totalAmount: string;
  }): Record<string, string>;
  /** How the cashier page delivers a notify (default: a form POST to `notify_url`). */
  deliverNotify(url: string, fields: Record<string, string>): Promise<string>;
  /** What our server answered each notify the cashier sent. */
  notifyAnswers: string[];
  close(): Promise<void>;
}

/** The documented sign string, written out independently of the client's. */
function signString(params: Map<string, string>, dropSignType: boolean): string {
  const keys = [...params.keys()]
    .filter((key) => key !== 'sign' && !(dropSignType && key === 'sign_type'))
    .filter((key) => (params.get(key) ?? '') !== '');
  keys.sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  return keys.map((key) => `${key}=${params.get(key) ?? ''}`).join('&');
}

interface Reply {
  status: number;
  text: string;
  headers?: Record<string, string>;
}

interface CashierSession {
  outTradeNo: string;
  totalAmount: string;
  notifyUrl: string;
  returnUrl: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export async function startFakeAlipay(options: {
  appId: string;
  /** The merchant's application public key (PEM or KeyObject). */
  merchantPublicKey: string | KeyObject;
  /** The merchant's partner id, sent as `seller_id`. */
  sellerId?: string;
}): Promise<FakeAlipay> {
  const sellerId = options.sellerId ?? '2088000000000001';
  const cashiers = new Map<string, CashierSession>();
  let tradeCounter = 0;
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const merchantKey =
    typeof options.merchantPublicKey === 'string'
      ? createPublicKey(options.merchantPublicKey)
      : options.merchantPublicKey;
  const sign = (content: string) =>
    createSign('sha256').update(content, 'utf8').sign(pair.privateKey, 'base64');

  const fake: FakeAlipay = {
    url: '',
    alipayPublicKey: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    trades: new Map(),
    tamper: false,
    received: [],
    refused: [],
    signNotify(fields) {
      const all = { ...fields, sign_type: 'RSA2' };
      return { ...all, sign: sign(signString(new Map(Object.entries(all)), true)) };
    },
    paidNotify(trade) {
      const now = new Date().toISOString().replace('T', ' ').slice(0, 19);
      return fake.signNotify({
        notify_time: now,
        notify_type: 'trade_status_sync',
        notify_id: `notify-${trade.tradeNo}`,
        charset: 'utf-8',
        version: '1.0',
        app_id: options.appId,
        seller_id: sellerId,
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        trade_status: 'TRADE_SUCCESS',
        total_amount: trade.totalAmount,
        receipt_amount: trade.totalAmount,
        buyer_pay_amount: trade.totalAmount,
        gmt_payment: now,
        subject: 'Tifo',
      });
    },
    async deliverNotify(url, fields) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: new URLSearchParams(fields).toString(),
      });
      return response.text();
    },
    notifyAnswers: [],
    close: async () => undefined,
  };

  /** The cashier's Pay button: the trade succeeds, Alipay notifies, the buyer goes back. */
  const pay = async (session: CashierSession): Promise<Reply> => {
    tradeCounter += 1;
    const tradeNo = `2026112522001${String(tradeCounter).padStart(8, '0')}`;
    fake.trades.set(session.outTradeNo, {
      tradeNo,
      tradeStatus: 'TRADE_SUCCESS',
      totalAmount: session.totalAmount,
    });
    const notify = fake.paidNotify({ ...session, tradeNo });
    fake.notifyAnswers.push(await fake.deliverNotify(session.notifyUrl, notify));
    const back = new URL(session.returnUrl);
    const returned = {
      charset: 'utf-8',
      out_trade_no: session.outTradeNo,
      method: 'alipay.trade.page.pay.return',
      total_amount: session.totalAmount,
      trade_no: tradeNo,
      auth_app_id: options.appId,
      version: '1.0',
      app_id: options.appId,
      seller_id: sellerId,
      timestamp: new Date().toISOString().replace('T', ' ').slice(0, 19),
    };
    for (const [key, value] of Object.entries(fake.signNotify(returned))) {
      back.searchParams.set(key, value);
    }
    return { status: 302, text: '', headers: { location: back.toString() } };
  };

  const cashierPage = (id: string, session: CashierSession): Reply => ({
    status: 200,
    text:
      `<!doctype html><html><head><meta charset="utf-8"><title>Fake Alipay cashier</title></head>` +
      `<body><h1>Fake Alipay</h1><p data-testid="alipay-amount">¥${escapeHtml(session.totalAmount)}</p>` +
      `<form method="post" action="/cashier/${id}"><button id="alipay-pay">Pay</button></form></body></html>`,
  });

  const answer = async (request: IncomingMessage, body: string): Promise<Reply> => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const params = new Map<string, string>(url.searchParams);
    for (const [key, value] of new URLSearchParams(body)) params.set(key, value);
    const refuse = (why: string) => {
      fake.refused.push(why);
      // Like Alipay: an unsigned error, under the method's node when the method is known.
      const error = { code: '40002', msg: 'Invalid Arguments', sub_code: why };
      const node =
        params.get('method') === 'alipay.trade.query'
          ? 'alipay_trade_query_response'
          : 'error_response';
      return { status: 200, text: JSON.stringify({ [node]: error }) };
    };
    const cashier = /^\/cashier\/(\w+)$/.exec(url.pathname);
    const session = cashier ? cashiers.get(cashier[1] ?? '') : undefined;
    if (request.method === 'POST' && session) return pay(session);
    if (request.method !== 'POST' || url.pathname !== '/gateway.do') return refuse('route');
    if (params.get('app_id') !== options.appId) return refuse('isv.invalid-app-id');
    if (params.get('sign_type') !== 'RSA2' || params.get('charset') !== 'utf-8') {
      return refuse('isv.invalid-signature-type');
    }
    if (!/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(params.get('timestamp') ?? '')) {
      return refuse('isv.invalid-timestamp');
    }
    if (params.get('version') !== '1.0' || params.get('format') !== 'JSON') {
      return refuse('isv.invalid-parameter');
    }
    const valid = createVerify('sha256')
      .update(signString(params, false), 'utf8')
      .verify(merchantKey, params.get('sign') ?? '', 'base64');
    if (!valid) return refuse('isv.invalid-signature');
    const method = params.get('method') ?? '';
    let bizContent: Record<string, unknown>;
    try {
      bizContent = JSON.parse(params.get('biz_content') ?? '') as Record<string, unknown>;
    } catch {
      return refuse('isv.invalid-biz-content');
    }
    if (method === 'alipay.trade.page.pay') {
      fake.received.push({ method, bizContent });
      const id = `c${cashiers.size + 1}`;
      const pagePay = {
        outTradeNo: String(bizContent.out_trade_no),
        totalAmount: String(bizContent.total_amount),
        notifyUrl: params.get('notify_url') ?? '',
        returnUrl: params.get('return_url') ?? '',
      };
      cashiers.set(id, pagePay);
      return cashierPage(id, pagePay);
    }
    if (method !== 'alipay.trade.query') return refuse('isv.invalid-method');
    fake.received.push({ method, bizContent });

    const outTradeNo = typeof bizContent.out_trade_no === 'string' ? bizContent.out_trade_no : '';
    const trade = fake.trades.get(outTradeNo);
    const response = trade
      ? {
          code: '10000',
          msg: 'Success',
          buyer_logon_id: 'tif***@example.com',
          // Braces and escapes inside strings: the client must take the member's raw text.
          buyer_user_name: '测试 "买家" {}',
          out_trade_no: outTradeNo,
          trade_no: trade.tradeNo,
          trade_status: trade.tradeStatus,
          total_amount: trade.totalAmount,
        }
      : {
          code: '40004',
          msg: 'Business Failed',
          sub_code: 'ACQ.TRADE_NOT_EXIST',
          sub_msg: '交易不存在',
        };
    // Alipay escapes "/" and spaces the JSON its own way; sign the exact text sent.
    const node = JSON.stringify(response, null, 1).replace(/\//g, '\\/');
    const signature = sign(node);
    const sent = fake.tamper
      ? node.replace(/"total_amount": "[^"]*"/, '"total_amount": "0.01"')
      : node;
    return {
      status: 200,
      text: `{"alipay_trade_query_response":${sent},"sign":"${signature}"}`,
    };
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void answer(request, Buffer.concat(chunks).toString('utf8')).then(
        ({ status, text, headers }) => {
          response.writeHead(status, { 'content-type': 'text/html;charset=utf-8', ...headers });
          response.end(text);
        },
        (error: unknown) => {
          response.writeHead(500);
          response.end(String(error));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
