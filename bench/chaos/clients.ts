/**
 * The fans the chaos suite puts on the site: viewers on the live-data socket, members chatting
 * on `/im`, and members sending gifts, each behaving as our web page does when the connection
 * goes (reconnect with the page's backoff, re-sync, resend with the same ids). Every outcome a
 * client sees is recorded, so the checks can hold the server to it.
 */
import { randomUUID } from 'node:crypto';
import { LIMITS } from '@tifo/contract';
import WebSocket from 'ws';
import { backoffDelay, RECONNECT_BACKOFF } from '../../apps/web/src/shared/backoff';

/** The web page's reconnect backoff. */
export const reconnectDelay = (attempt: number) =>
  backoffDelay(attempt, {
    min: RECONNECT_BACKOFF.minMs,
    max: RECONNECT_BACKOFF.maxMs,
    jitter: RECONNECT_BACKOFF.jitter,
    random: Math.random,
  });

const text = (data: WebSocket.RawData) =>
  Array.isArray(data) ? Buffer.concat(data).toString() : Buffer.from(data as Buffer).toString();

/** The frame's JSON, or null when it is not JSON (nothing a page would show). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** What clients saw, as counts over time (one entry per outcome). */
export interface Outcome {
  at: number;
  kind: 'gift' | 'chat' | 'resync' | 'disconnect';
  ok: boolean;
}

export class OutcomeLog {
  readonly entries: Outcome[] = [];
  add(kind: Outcome['kind'], ok: boolean): void {
    this.entries.push({ at: Date.now(), kind, ok });
  }
  between(from: number, to: number): Outcome[] {
    return this.entries.filter((entry) => entry.at >= from && entry.at <= to);
  }
}

/** A reply on `/im`: code -1 when none came (the connection went first). */
interface ImAnswer {
  code: number;
  data: unknown;
  retryAfterMs?: number;
}

export abstract class ReconnectingClient {
  /** Why sockets closed, over all clients: what the report says when clients stay away. */
  static readonly tally = new Map<string, number>();
  static note(what: string): void {
    ReconnectingClient.tally.set(what, (ReconnectingClient.tally.get(what) ?? 0) + 1);
  }

  protected socket: WebSocket | null = null;
  private attempt = 0;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  /** Open and through its handshake (registered, logged in and joined). */
  ready = false;
  reconnects = 0;

  constructor(
    protected readonly url: string,
    protected readonly log: OutcomeLog,
  ) {}

  start(): void {
    this.stopped = false;
    this.open();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.socket?.terminate();
    this.socket = null;
    this.ready = false;
  }

  protected abstract handshake(socket: WebSocket): Promise<void>;
  /** A frame from the server, as text (each client parses what it reads). */
  protected abstract receive(text: string): void;

  protected send(message: unknown): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private open(): void {
    // A handshake that hangs is given up, as a browser would, and tried again.
    const socket = new WebSocket(this.url, { handshakeTimeout: 10_000 });
    this.socket = socket;
    socket.on('message', (data) => this.receive(text(data)));
    socket.on('error', (error) => ReconnectingClient.note(`error: ${error.message.slice(0, 60)}`));
    socket.on('open', () => {
      // As pages do: an idle socket is closed by the server after 75 s.
      if (this.heartbeat) clearInterval(this.heartbeat);
      this.heartbeat = setInterval(
        () => this.send({ type: 'heartbeat' }),
        LIMITS.socketHeartbeatMs,
      );
      this.handshake(socket).then(
        () => {
          if (this.socket !== socket) return;
          this.ready = true;
          this.attempt = 0;
        },
        () => socket.terminate(),
      );
    });
    socket.on('close', (code) => {
      if (this.socket !== socket) return;
      ReconnectingClient.note(`closed ${code}${this.ready ? '' : ' before ready'}`);
      if (this.heartbeat) clearInterval(this.heartbeat);
      if (this.ready) this.log.add('disconnect', false);
      this.ready = false;
      this.lost();
      if (this.stopped) return;
      this.timer = setTimeout(() => {
        this.reconnects += 1;
        this.open();
      }, reconnectDelay(this.attempt++));
    });
  }

  /** The connection went: what was waiting on it fails. */
  protected lost(): void {}
}

/** Reads the live scores again over HTTP, as a page does after a reconnect; whether it worked. */
export async function rereadLiveScores(baseUrl: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/Match/getList?sport=football&status=live`, {
    signal: AbortSignal.timeout(20_000),
  });
  return ((await response.json()) as { code: number }).code === 0;
}

/**
 * A page on the live-data socket: a score page following football, or (with a room) a live
 * room's page; re-syncs on reconnect.
 */
export class Viewer extends ReconnectingClient {
  scorePushes = 0;
  lastPushAt = 0;
  private connectedBefore = false;

  constructor(
    url: string,
    log: OutcomeLog,
    /** The live room the page is on; null for a score page. */
    private readonly roomId: number | null,
    /** Re-reads the scores over HTTP, as the page does after a reconnect. */
    private readonly resync: () => Promise<boolean>,
  ) {
    super(url, log);
  }

  protected async handshake(): Promise<void> {
    this.send({ type: 'register', info: 'web' });
    this.send({ type: 'classify', classify_type: 0 });
    if (this.roomId !== null) this.send({ type: 'enterRoom', room_id: this.roomId });
    if (this.connectedBefore) this.log.add('resync', await this.resync().catch(() => false));
    this.connectedBefore = true;
  }

  protected receive(text: string): void {
    // Thousands of pages in one process read every gift of a busy room: only a frame that may
    // be a score push is parsed.
    if (!text.includes('"code":100')) return;
    if ((parseJson(text) as { code?: number } | null)?.code === 100) {
      this.scorePushes += 1;
      this.lastPushAt = Date.now();
    }
  }
}

interface ChatLine {
  id: number;
  client_id: string;
  sender: string;
}

interface Outgoing {
  clientId: string;
  text: string;
}

/**
 * A member in the room's chat: logs in, joins (reading what was missed since the last message
 * it has), sends now and then. A send whose answer was lost is sent again with the same client
 * id on the next connection; a refused one is not.
 */
export class ChatMember extends ReconnectingClient {
  /** Messages shown, by id (the page's list), and how often a push repeated one. */
  readonly shown = new Map<number, ChatLine>();
  duplicatePushes = 0;
  readonly acked = new Map<string, number>();
  readonly refused = new Set<string>();
  private readonly outbox: Outgoing[] = [];
  private seq = 0;
  private readonly waiting = new Map<number, (reply: ImAnswer) => void>();
  private sending = false;
  joinedAt = 0;

  constructor(
    url: string,
    log: OutcomeLog,
    readonly credentials: { userID: string; userSig: string },
    private readonly roomId: number,
  ) {
    super(url, log);
  }

  /** Queues a message; it goes out when connected. */
  say(text: string): string {
    const clientId = `chaos-${randomUUID()}`;
    this.outbox.push({ clientId, text });
    void this.flush();
    return clientId;
  }

  get unsent(): number {
    return this.outbox.length;
  }

  protected async handshake(): Promise<void> {
    const login = await this.request({ type: 'login', ...this.credentials });
    if (login.code !== 0) throw new Error('login refused');
    const newest = Math.max(0, ...this.shown.keys());
    const joined = await this.request({
      type: 'joinRoom',
      room_id: this.roomId,
      ...(newest > 0 ? { after_id: newest } : {}),
    });
    if (joined.code !== 0) throw new Error('join refused');
    if (this.joinedAt === 0) this.joinedAt = Date.now();
    for (const line of (joined.data as { history: ChatLine[] }).history) this.show(line, false);
    setImmediate(() => void this.flush());
  }

  protected receive(text: string): void {
    const message = (parseJson(text) ?? {}) as {
      type?: string;
      seq?: number;
      code?: number;
      data?: unknown;
      retry_after_ms?: number;
    };
    if (message.type === 'reply' && typeof message.seq === 'number') {
      this.waiting.get(message.seq)?.({
        code: message.code ?? 1,
        data: message.data,
        ...(message.retry_after_ms !== undefined && { retryAfterMs: message.retry_after_ms }),
      });
      this.waiting.delete(message.seq);
    } else if (message.type === 'roomMessage') {
      this.show(message.data as ChatLine, true);
    }
  }

  protected override lost(): void {
    for (const answer of this.waiting.values()) answer({ code: -1, data: null });
    this.waiting.clear();
  }

  private show(line: ChatLine, pushed: boolean): void {
    if (this.shown.has(line.id)) {
      if (pushed) this.duplicatePushes += 1;
      return;
    }
    this.shown.set(line.id, { id: line.id, client_id: line.client_id, sender: line.sender });
  }

  private request(body: Record<string, unknown>): Promise<ImAnswer> {
    const seq = ++this.seq;
    return new Promise((resolve) => {
      if (!this.send({ ...body, seq })) return resolve({ code: -1, data: null });
      const timer = setTimeout(() => {
        this.waiting.delete(seq);
        resolve({ code: -1, data: null });
      }, 10_000);
      this.waiting.set(seq, (reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
    });
  }

  /** Sends the outbox in order, one at a time; stops at the first lost answer. */
  private async flush(): Promise<void> {
    if (this.sending || !this.ready) return;
    this.sending = true;
    try {
      while (this.ready && this.outbox.length > 0) {
        const next = this.outbox[0]!;
        const reply = await this.request({
          type: 'sendRoom',
          room_id: this.roomId,
          client_id: next.clientId,
          payload: { kind: 'text', text: next.text },
        });
        if (reply.code === -1) break; // no answer: the same message goes again later
        if (reply.retryAfterMs !== undefined) {
          // Too fast (a burst after a reconnect): the same message once the limit allows.
          await new Promise((resolve) => setTimeout(resolve, reply.retryAfterMs! + 50));
          continue;
        }
        this.outbox.shift();
        this.log.add('chat', reply.code === 0);
        if (reply.code === 0) {
          const line = reply.data as ChatLine;
          this.acked.set(next.clientId, line.id);
          this.show(line, false);
        } else {
          this.refused.add(next.clientId);
        }
      }
    } finally {
      this.sending = false;
    }
  }
}

/** A member sending gifts one after another, each with its own request id. */
export class GiftSender {
  readonly succeeded = new Set<string>();
  readonly failed = new Set<string>();
  /** Sends with no answer yet that the client keeps trying (same request id). */
  readonly unresolved = new Set<string>();
  private stopped = false;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly roomId: number,
    private readonly log: OutcomeLog,
    private readonly everyMs: number,
  ) {}

  start(): void {
    this.stopped = false;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      await this.sendOne(`gift-${randomUUID()}`);
      await new Promise((resolve) => setTimeout(resolve, this.everyMs * (0.5 + Math.random())));
    }
  }

  /** One gift until the server answers: a lost answer is asked again with the same id. */
  private async sendOne(requestId: string): Promise<void> {
    this.unresolved.add(requestId);
    for (let attempt = 0; ; attempt += 1) {
      const answer = await this.post(requestId);
      if (answer === 'lost') {
        if (this.stopped && attempt > 40) return; // left unresolved: the checks say so
        await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 500 * 2 ** attempt)));
        continue;
      }
      this.unresolved.delete(requestId);
      this.log.add('gift', answer === 'ok');
      (answer === 'ok' ? this.succeeded : this.failed).add(requestId);
      return;
    }
  }

  private async post(requestId: string): Promise<'ok' | 'failed' | 'lost'> {
    try {
      const response = await fetch(`${this.baseUrl}/api/member/handselGift`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-tifo-client': 'web', token: this.token },
        body: JSON.stringify({ room_id: this.roomId, gift_id: 1, count: 1, request_id: requestId }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await response.json()) as { code: number };
      return body.code === 0 ? 'ok' : 'failed';
    } catch {
      return 'lost';
    }
  }
}
