import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for Alibaba Cloud SMS, Tencent Cloud SMS and Twilio that check a request the
 * way the vendor does (each signature recomputed here from the vendor's documentation, not with
 * our client's code) and answer success or one of the vendor's documented error codes.
 */
export type FakeAnswer = 'ok' | 'throttled' | 'invalid-number' | 'no-balance';

export interface ReceivedSms {
  /** The number as the vendor got it. */
  to: string;
  /** The template and its parameters (Aliyun, Tencent) or the text (Twilio). */
  template?: string;
  code?: string;
  text?: string;
}

export interface FakeSmsVendor {
  url: string;
  /** What the next requests are answered. */
  answer: FakeAnswer;
  /** Requests whose signature or credentials were right. */
  received: ReceivedSms[];
  /** Why requests were refused as unauthenticated (should stay empty). */
  refused: string[];
  close(): Promise<void>;
}

type Handler = (
  request: IncomingMessage,
  body: string,
  vendor: FakeSmsVendor,
) => { status: number; json: unknown };

async function startFake(handler: Handler): Promise<FakeSmsVendor> {
  const vendor: FakeSmsVendor = {
    url: '',
    answer: 'ok',
    received: [],
    refused: [],
    close: async () => undefined,
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { status, json } = handler(request, Buffer.concat(chunks).toString('utf8'), vendor);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vendor.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vendor.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return vendor;
}

// --- Alibaba Cloud: RPC signature, "HMAC-SHA1 over the canonicalized query" -------------------

/** RFC 3986 encoding as the Aliyun docs specify (Java URLEncoder, then + → %20, * → %2A, %7E → ~). */
function popEncode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const ALIYUN_ERRORS: Record<Exclude<FakeAnswer, 'ok'>, string> = {
  throttled: 'isv.BUSINESS_LIMIT_CONTROL',
  'invalid-number': 'isv.MOBILE_NUMBER_ILLEGAL',
  'no-balance': 'isv.AMOUNT_NOT_ENOUGH',
};

export function startFakeAliyun(keys: {
  accessKeyId: string;
  accessKeySecret: string;
}): Promise<FakeSmsVendor> {
  return startFake((request, body, vendor) => {
    const params = new URLSearchParams(request.method === 'GET' ? (request.url ?? '') : body);
    const { Signature: signature, ...signed } = Object.fromEntries(params);
    const canonical = Object.entries(signed)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, value]) => `${popEncode(key)}=${popEncode(value)}`)
      .join('&');
    const expected = createHmac('sha1', `${keys.accessKeySecret}&`)
      .update(`${request.method ?? ''}&%2F&${popEncode(canonical)}`)
      .digest('base64');
    const requestId = 'F655A8D5-B967-440B-8683-DAD6FF8DE990';
    if (signed.AccessKeyId !== keys.accessKeyId || signature !== expected) {
      vendor.refused.push('SignatureDoesNotMatch');
      return { status: 400, json: { Code: 'SignatureDoesNotMatch', RequestId: requestId } };
    }
    if (signed.SignatureMethod !== 'HMAC-SHA1' || signed.Action !== 'SendSms') {
      vendor.refused.push('bad request');
      return { status: 400, json: { Code: 'InvalidParameter', RequestId: requestId } };
    }
    if (vendor.answer !== 'ok') {
      const code = ALIYUN_ERRORS[vendor.answer];
      return { status: 200, json: { Code: code, Message: code, RequestId: requestId } };
    }
    const param = JSON.parse(signed.TemplateParam ?? '{}') as { code?: string };
    vendor.received.push({
      to: signed.PhoneNumbers ?? '',
      template: `${signed.SignName ?? ''}/${signed.TemplateCode ?? ''}`,
      ...(param.code ? { code: param.code } : {}),
    });
    return {
      status: 200,
      json: { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: requestId },
    };
  });
}

// --- Tencent Cloud: TC3-HMAC-SHA256 -----------------------------------------------------------

const TENCENT_ERRORS: Record<Exclude<FakeAnswer, 'ok'>, string> = {
  throttled: 'LimitExceeded.PhoneNumberOneHourLimit',
  'invalid-number': 'InvalidParameterValue.IncorrectPhoneNumber',
  'no-balance': 'FailedOperation.InsufficientBalanceInSmsPackage',
};

export function startFakeTencent(keys: {
  secretId: string;
  secretKey: string;
}): Promise<FakeSmsVendor> {
  return startFake((request, body, vendor) => {
    const requestId = 'a0aabda6-cf91-4f3e-a902-0a6ea5b4b4c1';
    const header = (name: string) => String(request.headers[name] ?? '');
    const match =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/sms\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
        header('authorization'),
      );
    const refuse = (why: string) => {
      vendor.refused.push(why);
      return {
        status: 200,
        json: {
          Response: { Error: { Code: 'AuthFailure.SignatureFailure' }, RequestId: requestId },
        },
      };
    };
    if (!match || match[1] !== keys.secretId) return refuse('no TC3 authorization');
    const [, , date = '', signedHeaders = '', signature] = match;
    const timestamp = header('x-tc-timestamp');
    if (new Date(Number(timestamp) * 1000).toISOString().slice(0, 10) !== date) {
      return refuse('date and timestamp differ');
    }
    const names = signedHeaders.split(';');
    const hash = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
    const canonicalRequest = `POST\n/\n\n${names.map((name) => `${name}:${header(name).trim().toLowerCase()}\n`).join('')}\n${signedHeaders}\n${hash(body)}`;
    const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/sms/tc3_request\n${hash(canonicalRequest)}`;
    let key: Buffer = Buffer.from(`TC3${keys.secretKey}`);
    for (const part of [date, 'sms', 'tc3_request']) {
      key = createHmac('sha256', key).update(part).digest();
    }
    if (createHmac('sha256', key).update(stringToSign).digest('hex') !== signature) {
      return refuse('signature mismatch');
    }
    if (header('x-tc-action') !== 'SendSms' || header('x-tc-version') !== '2021-01-11') {
      return refuse('wrong action or version');
    }
    const sent = JSON.parse(body) as {
      PhoneNumberSet: string[];
      SignName: string;
      TemplateId: string;
      TemplateParamSet?: string[];
    };
    const to = sent.PhoneNumberSet[0] ?? '';
    const status = (code: string) => ({
      status: 200,
      json: {
        Response: {
          SendStatusSet: [
            { SerialNo: '2028:1', PhoneNumber: to, Fee: 1, Code: code, IsoCode: 'CN' },
          ],
          RequestId: requestId,
        },
      },
    });
    if (vendor.answer !== 'ok') return status(TENCENT_ERRORS[vendor.answer]);
    const code = sent.TemplateParamSet?.[0];
    vendor.received.push({
      to,
      template: `${sent.SignName}/${sent.TemplateId}`,
      ...(code ? { code } : {}),
    });
    return status('Ok');
  });
}

// --- Twilio: HTTP Basic auth, form POST ------------------------------------------------------

const TWILIO_ERRORS: Record<Exclude<FakeAnswer, 'ok'>, { status: number; code: number }> = {
  throttled: { status: 429, code: 20429 },
  'invalid-number': { status: 400, code: 21211 },
  'no-balance': { status: 401, code: 20005 },
};

export function startFakeTwilio(keys: {
  accountSid: string;
  authToken: string;
}): Promise<FakeSmsVendor> {
  return startFake((request, body, vendor) => {
    const expected = `Basic ${Buffer.from(`${keys.accountSid}:${keys.authToken}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      vendor.refused.push('bad basic auth');
      return { status: 401, json: { code: 20003, message: 'Authenticate', status: 401 } };
    }
    if (
      request.method !== 'POST' ||
      request.url !== `/2010-04-01/Accounts/${keys.accountSid}/Messages.json` ||
      !String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')
    ) {
      vendor.refused.push('wrong resource');
      return { status: 404, json: { code: 20404, message: 'Not found', status: 404 } };
    }
    const form = new URLSearchParams(body);
    const to = form.get('To') ?? '';
    if (!/^\+\d{8,15}$/.test(to) || !form.get('Body')) {
      return { status: 400, json: { code: 21604, message: "A 'To' phone number is required." } };
    }
    if (!form.get('MessagingServiceSid') && !form.get('From')) {
      return { status: 400, json: { code: 21603, message: "A 'From' phone number is required." } };
    }
    if (vendor.answer !== 'ok') {
      const { status, code } = TWILIO_ERRORS[vendor.answer];
      return { status, json: { code, message: 'refused', status } };
    }
    const text = form.get('Body') ?? '';
    vendor.received.push({
      to,
      text,
      template: form.get('MessagingServiceSid') ?? form.get('From') ?? '',
      ...(/\d{6}/.exec(text) ? { code: /\d{6}/.exec(text)?.[0] } : {}),
    });
    return { status: 201, json: { sid: 'SM1234567890abcdef1234567890abcdef', status: 'queued' } };
  });
}
