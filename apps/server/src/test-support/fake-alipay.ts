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

export async function startFakeAlipay(options: {
  appId: string;
  /** The merchant's application public key (PEM or KeyObject). */
  merchantPublicKey: string | KeyObject;
}): Promise<FakeAlipay> {
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
    close: async () => undefined,
  };

  const answer = (request: IncomingMessage, body: string): { status: number; text: string } => {
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
      const { status, text } = answer(request, Buffer.concat(chunks).toString('utf8'));
      response.writeHead(status, { 'content-type': 'text/html;charset=utf-8' });
      response.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
