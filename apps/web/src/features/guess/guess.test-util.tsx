import {
  FUN_GUESS,
  type Guess,
  type GuessKind,
  type GuessMode,
  type GuessOptionKey,
  type GuessRecord,
  type RoomInfo,
  type RoomRole,
} from '@tifo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { write } from '../../shared/storage';
import { ToastHost } from '../../shared/ui/Hosts';
import { buildRoomInfo } from '../anchor/room-fixtures.test-util';
import { buildWallet, member, openSocket, renderMoney } from '../wallet/wallet.test-util';
import { GuessRecordsSection } from './records/GuessRecordsSection';
import { GuessPanel } from './room/GuessPanel';

/** Test drivers of fun-guess: builders, a fake guess server on `fetch`, and the renders. */

export const ROOM_ID = 42;
export const ME = Number(member.id);

const OPTION_KEYS: Record<GuessKind, GuessOptionKey[]> = {
  winner: ['home', 'draw', 'away'],
  total: ['over', 'under'],
};

export function buildGuess(overrides: Partial<Guess> & { id: number }): Guess {
  const kind = overrides.kind ?? 'winner';
  const mode = overrides.mode ?? 'odds';
  const options =
    overrides.options ??
    OPTION_KEYS[kind].map((key, index) => ({
      key,
      odds: mode === 'odds' ? ([1.85, 3.2, 4.5][index] ?? 2) : null,
      staked: 0,
      bettors: 0,
    }));
  return {
    room_id: ROOM_ID,
    match_id: 'f-1',
    match_label: '阿森纳 vs 切尔西',
    kind,
    mode,
    line: kind === 'total' ? 2.5 : null,
    status: 'open',
    options,
    total_staked: options.reduce((sum, option) => sum + option.staked, 0),
    result: null,
    final_score: null,
    created_at: '2026-11-22T12:00:00.000Z',
    settled_at: null,
    my_stakes: [],
    ...overrides,
  };
}

export function buildGuessRecord(overrides: Partial<GuessRecord> & { id: number }): GuessRecord {
  return {
    guess_id: 1,
    room_id: ROOM_ID,
    match_label: '阿森纳 vs 切尔西',
    kind: 'winner',
    mode: 'odds',
    line: null,
    option: 'home',
    odds: 1.85,
    amount: 100,
    status: 'pending',
    payout: 0,
    created_at: '2026-11-22T08:00:00.000Z',
    settled_at: null,
    ...overrides,
  };
}

/** The room of the panel, with the member's role in it. */
export function guessRoom(role: RoomRole = 'viewer'): RoomInfo {
  const room = buildRoomInfo({
    room_id: ROOM_ID,
    match_id: 'f-1',
    match_label: '阿森纳 vs 切尔西',
  });
  return { ...room, me: { ...room.me, role } };
}

/** Signs the fixture member in with `gold` coins in the stored profile. */
export function signInWithGold(gold: number): void {
  write('userInfo', { ...member, gold, balances: { diamonds: 0, gold_coins: gold } });
}

/** What the guess server knows. Stakes are the signed-in member's. */
export interface GuessServerState {
  guesses: Guess[];
  gold: number;
  records?: GuessRecord[];
  /** The earliest day the records may be asked for. */
  earliest?: string;
  pageSize?: number;
  /** Refuses every stake with these words (code 1). */
  refuseStake?: string;
  /** The room has no match linked: creating answers `guess.noMatch`. */
  noMatch?: boolean;
}

type Answer = { data: unknown; msg?: string };
type Route = (url: URL, body: Record<string, unknown>) => Answer;

/** A guess as the server's pushes and streamer answers show it: without anyone's stakes. */
export function publicView(guess: Guess): Guess {
  return { ...guess, my_stakes: [] };
}

function find(state: GuessServerState, id: unknown): Guess {
  const guess = state.guesses.find((entry) => entry.id === id);
  if (!guess) throw new Error('竞猜不存在');
  return guess;
}

function replace(state: GuessServerState, guess: Guess): Guess {
  state.guesses = state.guesses.map((entry) => (entry.id === guess.id ? guess : entry));
  return guess;
}

function bet(state: GuessServerState, body: Record<string, unknown>): Answer {
  if (state.refuseStake) throw new Error(state.refuseStake);
  const guess = find(state, body.guess_id);
  const key = body.option as GuessOptionKey;
  const amount = Number(body.amount);
  if (guess.status !== 'open') throw new Error('竞猜已封盘，不能再下注');
  if (state.gold < amount) throw new Error('金币不足，完成签到和每日任务可获得金币');
  state.gold -= amount;
  const staked = replace(state, {
    ...guess,
    options: guess.options.map((option) =>
      option.key === key
        ? { ...option, staked: option.staked + amount, bettors: option.bettors + 1 }
        : option,
    ),
    total_staked: guess.total_staked + amount,
    my_stakes: [...guess.my_stakes, { key, amount }],
  });
  return { data: { guess: staked, gold_coins: state.gold }, msg: '下注成功' };
}

function create(state: GuessServerState, body: Record<string, unknown>): Answer {
  if (state.noMatch) throw new Error('请先在开播设置中关联一场比赛');
  const kind = body.kind as GuessKind;
  const mode = body.mode as GuessMode;
  const odds = (body.odds ?? {}) as Partial<Record<GuessOptionKey, number>>;
  const guess = buildGuess({
    id: Math.max(0, ...state.guesses.map((entry) => entry.id)) + 1,
    kind,
    mode,
    line: kind === 'total' ? Number(body.line) : null,
    options: OPTION_KEYS[kind].map((key) => ({
      key,
      odds: mode === 'odds' ? (odds[key] ?? null) : null,
      staked: 0,
      bettors: 0,
    })),
  });
  state.guesses = [guess, ...state.guesses];
  return { data: publicView(guess) };
}

function records(state: GuessServerState, url: URL): Answer {
  const earliest = state.earliest ?? '2026-08-22';
  const from = url.searchParams.get('from');
  if (from && from < earliest) {
    throw new Error(`竞猜记录只能查询近 3 个月，最早可查 ${earliest}`);
  }
  const status = url.searchParams.get('status');
  const wanted = status === 'settled' ? ['won', 'lost', 'draw'] : status ? [status] : null;
  const list = (state.records ?? []).filter((record) => !wanted || wanted.includes(record.status));
  const size = state.pageSize ?? FUN_GUESS.pageSize;
  const page = Number(url.searchParams.get('page') ?? '1');
  const start = (page - 1) * size;
  return {
    data: { list: list.slice(start, start + size), has_more: start + size < list.length, earliest },
  };
}

/**
 * A guess server on a stubbed `fetch`, following `state`: the room's list with the member's
 * stakes, stakes that check the status and the gold, the streamer's create, close and stop,
 * and the records (status filter, paging, the three-month limit). A refusal answers code 1
 * with its words.
 */
export function stubGuessApi(state: GuessServerState) {
  const routes: Record<string, Route> = {
    'Balance/getWallet': () => ({ data: buildWallet({ gold_coins: state.gold }) }),
    'Guess/getList': () => ({ data: { list: state.guesses } }),
    'Guess/bet': (_url, body) => bet(state, body),
    'Guess/create': (_url, body) => create(state, body),
    'Guess/close': (_url, body) => ({
      data: publicView(replace(state, { ...find(state, body.guess_id), status: 'pending' })),
    }),
    'Guess/stop': (_url, body) => ({
      data: publicView(replace(state, { ...find(state, body.guess_id), status: 'stopped' })),
    }),
    'Guess/records': (url) => records(state, url),
  };
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const url = new URL(href, 'http://localhost');
    const route = routes[url.pathname.replace(/^\/api\//, '')];
    let answer: { code: number; msg: string; data: unknown };
    try {
      if (!route) throw new Error('not here');
      const body = (typeof init?.body === 'string' ? JSON.parse(init.body) : {}) as Record<
        string,
        unknown
      >;
      const { data, msg = '' } = route(url, body);
      answer = { code: 0, msg, data };
    } catch (error) {
      answer = { code: 1, msg: error instanceof Error ? error.message : 'Error', data: null };
    }
    return Promise.resolve(new Response(JSON.stringify(answer)));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * The panel in a room where the member has `role` (a visitor when not signed in), with a
 * live-data socket whose `push` sends a code-200 event; waits for the guesses to load.
 */
export async function openPanel(role: RoomRole = 'viewer', myUserId: number | null = ME) {
  const { socket, push } = openSocket();
  const view = renderMoney(
    <>
      <GuessPanel room={guessRoom(role)} myUserId={myUserId} />
      <ToastHost />
    </>,
    socket,
  );
  // Loaded once neither the words nor the list show their skeletons.
  await waitFor(() =>
    expect(screen.getByTestId('guess-panel').querySelector('[aria-busy="true"]')).toBeNull(),
  );
  return { ...view, push, panel: within(screen.getByTestId('guess-panel')) };
}

export function renderRecords() {
  return renderMoney(<GuessRecordsSection />);
}

export function guessCard(id: number): HTMLElement {
  const card = screen
    .getAllByTestId('guess-card')
    .find((element) => element.dataset.guessId === String(id));
  if (!card) throw new Error(`no guess ${id}`);
  return card;
}

export function optionOf(card: HTMLElement, key: GuessOptionKey): HTMLElement {
  const option = within(card)
    .getAllByTestId('guess-option')
    .find((element) => element.dataset.key === key);
  if (!option) throw new Error(`no option ${key}`);
  return option;
}
