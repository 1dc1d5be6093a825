import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for VNPay 2.1.0: the payment page (`/paymentv2/vpcpay.html`) with a Pay and a
 * Cancel button, the IPN call and return-URL redirect that follow, and querydr
 * (`/merchant_webapi/api/transaction`). Checksums are recomputed here from VNPay's documentation,
 * not with our client's code, so a mistake in one shows up against the other.
 */
export interface FakeVnpayTransaction {
  transactionNo: string;
  amountVnd: number;
  /** '00' paid, '01' not finished, '02' failed or cancelled. */
  transactionStatus: string;
  /** The payment's vnp_ResponseCode as its callbacks carried it. */
  responseCode: string;
  bankCode: string;
  /** yyyyMMddHHmmss, GMT+7. */
  payDate: string;
  orderInfo: string;
}

export interface FakeVnpay {
  /** Configure as `paymentUrl`. */
  paymentUrl: string;
  /** Configure as `apiUrl`. */
  apiUrl: string;
  /** Where the fake sends the IPN (a GET with the signed query); settable once our app listens. */
  ipnUrl: string | undefined;
  transactions: Map<string, FakeVnpayTransaction>;
  /** Change querydr's amount after signing, as a man in the middle would. */
  tamper: boolean;
  /** Requests that passed the checks. */
  received: { command: 'pay' | 'querydr'; params: Record<string, string> }[];
  /** Why requests were refused (should stay empty in a good run). */
  refused: string[];
  /** What our IPN answered each time (status 0: it could not be reached). */
  ipnResults: { txnRef: string; status: number; body: unknown }[];
  /** Callback fields (IPN or return URL) with their vnp_SecureHash added. */
  signCallback(fields: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

/** PHP urlencode as documented, written independently of the client's. */
function urlencode(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** vnp_* fields but the hash itself, non-empty, sorted by key, `key=value` urlencoded, `&`. */
function queryHashData(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((key) => key.startsWith('vnp_') && key !== 'vnp_SecureHash')
    .filter((key) => key !== 'vnp_SecureHashType' && fields[key] !== '')
    .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
    .map((key) => `${urlencode(key)}=${urlencode(fields[key] ?? '')}`)
    .join('&');
}

const QUERYDR_REQUEST_FIELDS = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_TransactionDate',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
];
const QUERYDR_ANSWER_FIELDS = [
  'vnp_ResponseId',
  'vnp_Command',
  'vnp_ResponseCode',
  'vnp_Message',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_PayDate',
  'vnp_TransactionNo',
  'vnp_TransactionType',
  'vnp_TransactionStatus',
  'vnp_OrderInfo',
  'vnp_PromotionCode',
  'vnp_PromotionAmount',
];
const PAGE = '/paymentv2/vpcpay.html';
const API = '/merchant_webapi/api/transaction';

function gmt7(at: Date): string {
  return new Date(at.getTime() + 25_200_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export async function startFakeVnpay(options: {
  tmnCode: string;
  hashSecret: string;
  ipnUrl?: string;
}): Promise<FakeVnpay> {
  const hmac = (data: string) =>
    createHmac('sha512', options.hashSecret).update(data, 'utf8').digest('hex');
  const pipeHash = (record: Record<string, unknown>, keys: readonly string[]) =>
    hmac(keys.map((key) => (typeof record[key] === 'string' ? record[key] : '')).join('|'));
  const sessions = new Map<string, Record<string, string>>();
  const requestIds = new Set<string>();
  let nextTransactionNo = 14_000_001;

  const fake: FakeVnpay = {
    paymentUrl: '',
    apiUrl: '',
    ipnUrl: options.ipnUrl,
    transactions: new Map(),
    tamper: false,
    received: [],
    refused: [],
    ipnResults: [],
    signCallback: (fields) => ({ ...fields, vnp_SecureHash: hmac(queryHashData(fields)) }),
    close: async () => undefined,
  };

  type Answer = { status: number; type: string; body: string; location?: string };
  const html = (status: number, body: string): Answer => ({
    status,
    type: 'text/html;charset=utf-8',
    body: `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>VNPAY (fake)</title></head><body><main>${body}</main></body></html>`,
  });

  const showPaymentPage = (url: URL): Answer => {
    const params = Object.fromEntries(url.searchParams);
    const refuse = (why: string) => {
      fake.refused.push(why);
      return html(400, `<h1>Giao dịch không hợp lệ</h1><p id="vnpay-error">${why}</p>`);
    };
    if (params.vnp_TmnCode !== options.tmnCode) return refuse('tmn-code');
    const wellFormed =
      params.vnp_Version === '2.1.0' &&
      params.vnp_Command === 'pay' &&
      params.vnp_CurrCode === 'VND' &&
      /^[1-9]\d*00$/.test(params.vnp_Amount ?? '') &&
      /^\d{14}$/.test(params.vnp_CreateDate ?? '') &&
      /^\d{14}$/.test(params.vnp_ExpireDate ?? '') &&
      ['vn', 'en'].includes(params.vnp_Locale ?? '') &&
      [params.vnp_TxnRef, params.vnp_OrderInfo, params.vnp_OrderType, params.vnp_IpAddr].every(
        (value) => value !== undefined && value !== '',
      ) &&
      /^https?:\/\//.test(params.vnp_ReturnUrl ?? '');
    if (!wellFormed) return refuse('parameters');
    if (hmac(queryHashData(params)) !== params.vnp_SecureHash) return refuse('signature');
    fake.received.push({ command: 'pay', params });
    const session = randomBytes(12).toString('hex');
    sessions.set(session, params);
    const amount = (params.vnp_Amount ?? '').slice(0, -2);
    return html(
      200,
      `<h1>VNPAY sandbox (fake)</h1>` +
        `<p>${escapeHtml(params.vnp_OrderInfo ?? '')}</p>` +
        `<p><span id="vnpay-amount">${amount}</span> VND</p>` +
        `<form method="post" action="${PAGE}">` +
        `<input type="hidden" name="session" value="${session}">` +
        `<button type="submit" id="vnpay-pay" name="choice" value="pay">Pay</button> ` +
        `<button type="submit" id="vnpay-cancel" name="choice" value="cancel">Cancel</button>` +
        `</form>`,
    );
  };

  /** The customer pressed Pay or Cancel: record it, tell our IPN, send the browser back. */
  const finishPayment = async (form: URLSearchParams): Promise<Answer> => {
    const params = sessions.get(form.get('session') ?? '');
    const choice = form.get('choice');
    if (params === undefined || (choice !== 'pay' && choice !== 'cancel')) {
      fake.refused.push('session');
      return html(400, '<p id="vnpay-error">session</p>');
    }
    sessions.delete(form.get('session') ?? '');
    const paid = choice === 'pay';
    const txnRef = params.vnp_TxnRef ?? '';
    const transaction: FakeVnpayTransaction = {
      transactionNo: paid ? String(nextTransactionNo++) : '0',
      amountVnd: Number((params.vnp_Amount ?? '').slice(0, -2)),
      transactionStatus: paid ? '00' : '02',
      responseCode: paid ? '00' : '24',
      bankCode: paid ? 'NCB' : 'VNPAY',
      payDate: gmt7(new Date()),
      orderInfo: params.vnp_OrderInfo ?? '',
    };
    fake.transactions.set(txnRef, transaction);
    const fields: Record<string, string> = {
      vnp_Amount: params.vnp_Amount ?? '',
      vnp_BankCode: transaction.bankCode,
      vnp_CardType: paid ? 'ATM' : 'QRCODE',
      vnp_OrderInfo: transaction.orderInfo,
      vnp_PayDate: transaction.payDate,
      vnp_ResponseCode: transaction.responseCode,
      vnp_TmnCode: options.tmnCode,
      vnp_TransactionNo: transaction.transactionNo,
      vnp_TransactionStatus: transaction.transactionStatus,
      vnp_TxnRef: txnRef,
      ...(paid ? { vnp_BankTranNo: `VNP${transaction.transactionNo}` } : {}),
    };
    const data = queryHashData(fields);
    const query = `${data}&vnp_SecureHash=${hmac(data)}`;
    if (fake.ipnUrl !== undefined) {
      const join = fake.ipnUrl.includes('?') ? '&' : '?';
      try {
        const response = await fetch(`${fake.ipnUrl}${join}${query}`, {
          signal: AbortSignal.timeout(5_000),
        });
        const text = await response.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON: keep the text, so a test can show what came back.
        }
        fake.ipnResults.push({ txnRef, status: response.status, body });
      } catch (error) {
        fake.ipnResults.push({ txnRef, status: 0, body: String(error) });
      }
    }
    const returnUrl = params.vnp_ReturnUrl ?? '';
    const join = returnUrl.includes('?') ? '&' : '?';
    return { status: 302, type: 'text/plain', body: '', location: `${returnUrl}${join}${query}` };
  };

  const answerQuery = (body: string): Answer => {
    const json = (answer: Record<string, string>): Answer => {
      const signed: Record<string, string> = {
        ...answer,
        vnp_SecureHash: pipeHash(answer, QUERYDR_ANSWER_FIELDS),
      };
      if (fake.tamper && signed.vnp_Amount !== undefined) signed.vnp_Amount += '0';
      return { status: 200, type: 'application/json', body: JSON.stringify(signed) };
    };
    const base = {
      vnp_ResponseId: randomBytes(8).toString('hex'),
      vnp_Command: 'querydr',
      vnp_TmnCode: options.tmnCode,
    };
    const refuse = (code: string, why: string) => {
      fake.refused.push(why);
      return json({ ...base, vnp_ResponseCode: code, vnp_Message: why });
    };
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return refuse('03', 'body');
    }
    if (typeof parsed !== 'object' || parsed === null) return refuse('03', 'body');
    const request = parsed as Record<string, unknown>;
    const text = (key: string) => (typeof request[key] === 'string' ? request[key] : '');
    if (text('vnp_TmnCode') !== options.tmnCode) return refuse('02', 'tmn-code');
    const wellFormed =
      /^[A-Za-z0-9]{1,32}$/.test(text('vnp_RequestId')) &&
      text('vnp_Version') === '2.1.0' &&
      text('vnp_Command') === 'querydr' &&
      /^\d{14}$/.test(text('vnp_TransactionDate')) &&
      /^\d{14}$/.test(text('vnp_CreateDate')) &&
      [text('vnp_TxnRef'), text('vnp_IpAddr'), text('vnp_OrderInfo')].every((v) => v !== '');
    if (!wellFormed) return refuse('03', 'parameters');
    if (pipeHash(request, QUERYDR_REQUEST_FIELDS) !== text('vnp_SecureHash')) {
      return refuse('97', 'signature');
    }
    if (requestIds.has(text('vnp_RequestId'))) return refuse('94', 'duplicate-request');
    requestIds.add(text('vnp_RequestId'));
    fake.received.push({
      command: 'querydr',
      params: Object.fromEntries(QUERYDR_REQUEST_FIELDS.map((key) => [key, text(key)])),
    });
    const transaction = fake.transactions.get(text('vnp_TxnRef'));
    if (transaction === undefined) {
      return json({ ...base, vnp_ResponseCode: '91', vnp_Message: 'Not found' });
    }
    return json({
      ...base,
      vnp_ResponseCode: '00',
      vnp_Message: 'QueryDR Success',
      vnp_TxnRef: text('vnp_TxnRef'),
      vnp_Amount: `${transaction.amountVnd}00`,
      vnp_OrderInfo: transaction.orderInfo,
      vnp_BankCode: transaction.bankCode,
      vnp_PayDate: transaction.payDate,
      vnp_TransactionNo: transaction.transactionNo,
      vnp_TransactionType: '01',
      vnp_TransactionStatus: transaction.transactionStatus,
    });
  };

  const route = async (request: IncomingMessage, body: string): Promise<Answer> => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'GET' && url.pathname === PAGE) return showPaymentPage(url);
    if (request.method === 'POST' && url.pathname === PAGE) {
      return finishPayment(new URLSearchParams(body));
    }
    if (request.method === 'POST' && url.pathname === API) return answerQuery(body);
    fake.refused.push('route');
    return html(404, '<p id="vnpay-error">route</p>');
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void route(request, Buffer.concat(chunks).toString('utf8'))
        .catch((error: unknown): Answer => {
          // A bug in the fake shows up as a refusal and a 500, not as a request left hanging.
          fake.refused.push(`fake-error: ${String(error)}`);
          return html(500, '<p id="vnpay-error">fake error</p>');
        })
        .then((answer) => {
          response.writeHead(answer.status, {
            'content-type': answer.type,
            ...(answer.location === undefined ? {} : { location: answer.location }),
          });
          response.end(answer.body);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.paymentUrl = `${origin}${PAGE}`;
  fake.apiUrl = `${origin}${API}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
