import {
  anchorLevelOf,
  MONEY,
  SEARCH_LIMITS,
  type AnchorResult,
  type Language,
  type LiveStatus,
} from '@tifo/contract';
import type { RewardRulesService } from '../rewards/reward-rules';
import type { PostsService } from '../circles/posts.service';
import type { LiveService } from '../live/live.service';
import type { MatchSearch } from './match-search';
import { ResultCache } from './result-cache';
import type { SearchRepository } from './search.repository';

type Page = { limit: number; offset: number };

function pageOf(page: number, size: number = SEARCH_LIMITS.pageSize): Page {
  return { limit: size, offset: (page - 1) * size };
}

function resultsOf<T>(found: { list: T[]; total: number }, window: Page) {
  return { ...found, has_more: window.offset + found.list.length < found.total };
}

/**
 * Search (spec §2 "/search", §7 `Search/*`): streamers by nickname, rooms by title or
 * nickname, matches by team or competition name, circle posts by text, each ignoring case and
 * Vietnamese accents.
 */
export class SearchService {
  private readonly cache: ResultCache;

  constructor(
    private readonly deps: {
      repository: SearchRepository;
      live: Pick<LiveService, 'searchRooms'>;
      posts: Pick<PostsService, 'search'>;
      matches: MatchSearch;
      /** The reward rules in force: streamers' levels follow their ladder. */
      rules: Pick<RewardRulesService, 'current'>;
      /** How long an answer is reused (5 s: a room going live shows within that). */
      cacheMs?: number;
    },
  ) {
    this.cache = new ResultCache({ ttlMs: deps.cacheMs ?? 5_000, maxEntries: 2_000 });
  }

  everything(text: string, language: Language) {
    return this.cache.get(`index|${language}|${text}`, () => this.everythingNow(text, language));
  }

  anchors(text: string, page: number) {
    return this.cache.get(`anchor|${page}|${text}`, () => this.anchorsNow(text, page));
  }

  rooms(text: string, page: number, language: Language) {
    return this.cache.get(`live|${language}|${page}|${text}`, () =>
      this.roomsNow(text, page, language),
    );
  }

  private async everythingNow(text: string, language: Language) {
    const window = pageOf(1, SEARCH_LIMITS.previewSize);
    const [anchors, live, posts] = await Promise.all([
      this.anchorsIn(text, window),
      this.deps.live.searchRooms(text, window, language),
      this.deps.posts.search(text, language, window),
    ]);
    return {
      anchors: resultsOf(anchors, window),
      live: resultsOf(live, window),
      matches: resultsOf(this.deps.matches.search(text, window), window),
      posts: resultsOf(posts, window),
    };
  }

  private async anchorsNow(text: string, page: number) {
    const window = pageOf(page);
    return resultsOf(await this.anchorsIn(text, window), window);
  }

  private async roomsNow(text: string, page: number, language: Language) {
    const window = pageOf(page);
    return resultsOf(await this.deps.live.searchRooms(text, window, language), window);
  }

  posts(text: string, page: number, language: Language) {
    return this.cache.get(`post|${language}|${page}|${text}`, async () => {
      const window = pageOf(page);
      return resultsOf(await this.deps.posts.search(text, language, window), window);
    });
  }

  matches(text: string, page: number) {
    const window = pageOf(page);
    return resultsOf(this.deps.matches.search(text, window), window);
  }

  private async anchorsIn(text: string, window: Page) {
    const { rows, total } = await this.deps.repository.anchors(text, window);
    const list: AnchorResult[] = rows.map((row) => ({
      user_id: row.id,
      nickname: row.nickname,
      avatar: row.avatar,
      level: anchorLevelOf(
        row.incomeMinor / MONEY.diamondMinorUnits,
        this.deps.rules.current().levels.anchor_step,
      ).level,
      followers: row.followers,
      room_id: row.roomId,
      live_status: (row.liveStatus ?? 'offline') as LiveStatus,
      room_title: row.roomTitle,
    }));
    return { list, total };
  }
}
