import { expect } from 'vitest';
import type { AddressInfo } from 'node:net';
import {
  imServerMessageSchema,
  type ImClientMessage,
  type ImReply,
  type ImServerMessage,
  type Language,
} from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { callerFrom } from './accounts';
import { connectJsonSocket, type JsonSocketClient } from './json-socket-client';

type Request = Exclude<ImClientMessage, { type: 'heartbeat' }>;
type RequestBody = Request extends infer R ? (R extends Request ? Omit<R, 'seq'> : never) : never;

export interface ImTestClient extends JsonSocketClient<ImServerMessage> {
  /** Sends a request and waits for its reply. */
  request(body: RequestBody, ms?: number): Promise<ImReply>;
}

/** A test client of the messaging socket `/im` on an app that listens. */
export async function connectIm(
  app: FastifyInstance,
  language: Language = 'en',
): Promise<ImTestClient> {
  const { port } = app.server.address() as AddressInfo;
  const client = await connectJsonSocket(`ws://127.0.0.1:${port}/im?lang=${language}`, (json) =>
    imServerMessageSchema.parse(json),
  );
  let seq = 0;
  return {
    ...client,
    async request(body, ms) {
      seq += 1;
      const mine = seq;
      client.send({ ...body, seq: mine });
      const reply = await client.next((m) => m.type === 'reply' && m.seq === mine, ms);
      return reply as ImReply;
    },
  };
}

/** A member's chat login ticket, as the web app reads it from user info. */
export async function userSigOf(app: FastifyInstance, token: string): Promise<string> {
  const response = await callerFrom(app).get('/api/Member/info', { token });
  return response.json<{ data: { userSig: string } }>().data.userSig;
}

/** Connects and logs a member in; fails the test if the login is refused. */
export async function connectImAs(
  app: FastifyInstance,
  member: { userId: number; token: string },
  language: Language = 'en',
): Promise<ImTestClient> {
  const client = await connectIm(app, language);
  const reply = await client.request({
    type: 'login',
    userID: String(member.userId),
    userSig: await userSigOf(app, member.token),
  });
  if (reply.code !== 0) throw new Error(`im login refused: ${reply.msg}`);
  return client;
}

let clientIds = 0;
/** A text message's fields for `sendRoom` / `sendPrivate`, with a fresh client id. */
export function textMessage(value: string) {
  clientIds += 1;
  return {
    client_id: `test-${Date.now()}-${clientIds}`,
    payload: { kind: 'text' as const, text: value },
  };
}

/** `expect.stringContaining` / `stringMatching`, typed (they return `any`). */
export const containing = (text: string) => expect.stringContaining(text) as string;
export const matching = (pattern: RegExp) => expect.stringMatching(pattern) as string;
