import {
  countWords,
  EXPERT_LIMITS,
  type AnalysisMarket,
  type ExpertApplication,
  type ExpertProfile,
  type Language,
} from '@tifo/contract';
import type { ScoreFeed } from '../../feeds/score-feed';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { TtlCache } from '../../platform/cache/ttl-cache';
import type { ApplicationRow, ExpertsRepository } from './experts.repository';
import { computeRecord, type SettledPick } from './expert-record';

export interface ExpertsServiceDeps {
  db: Database;
  feed: Pick<ScoreFeed, 'competition'>;
}

type RecordFilter = { market?: AnalysisMarket | undefined; competition_id?: string | undefined };
type RankingSort = 'hit_rate' | 'streak' | 'return';

function applicationView(row: ApplicationRow): ExpertApplication {
  return {
    status: row.status as ExpertApplication['status'],
    real_name: row.realName,
    wechat: row.wechat,
    experience: row.experience,
    review_note: row.reviewNote,
    created_at: row.createdAt.toISOString(),
  };
}

function settledPicks(
  rows: { result: string | null; returnUnits: number | null; settledAt: Date | null }[],
): SettledPick[] {
  return rows.flatMap((row) =>
    row.result && row.settledAt
      ? [
          {
            result: row.result as SettledPick['result'],
            returnUnits: row.returnUnits ?? 0,
            settledAt: row.settledAt,
          },
        ]
      : [],
  );
}

const RANKING_TTL_MS = 60_000;

/** Expert applications, profiles, records and the ranking. */
export class ExpertsService {
  /** Rankings by filter: every settled analysis read, so kept a minute. */
  private readonly rankings: TtlCache<string, Awaited<ReturnType<ExpertsService['rankAll']>>>;
  /** Part of every ranking key: a settlement moves it on, so no stale ranking is read after. */
  private generation = 0;

  constructor(
    private readonly repository: ExpertsRepository,
    private readonly deps: ExpertsServiceDeps,
  ) {
    this.rankings = new TtlCache({
      ttlMs: RANKING_TTL_MS,
      maxEntries: 500,
      load: (key) => {
        const [, market, competitionId] = key.split('|');
        return this.rankAll({
          market: (market || undefined) as AnalysisMarket | undefined,
          competition_id: competitionId || undefined,
        });
      },
    });
  }

  async apply(
    userId: number,
    form: { real_name: string; wechat: string; experience: string; code_accepted: boolean },
  ): Promise<ExpertApplication> {
    const experience = form.experience.trim();
    if (!form.real_name || !form.wechat || !experience) throw new AppError('expert.fillAll');
    if (countWords(experience) > EXPERT_LIMITS.experienceMaxWords) {
      throw new AppError('expert.experienceTooLong', {
        params: { max: EXPERT_LIMITS.experienceMaxWords },
      });
    }
    if (!form.code_accepted) throw new AppError('expert.codeRequired');
    if (await this.repository.expert(userId)) throw new AppError('expert.alreadyExpert');
    const row = await this.repository.upsertApplication({
      userId,
      realName: form.real_name,
      wechat: form.wechat,
      experience,
    });
    if (!row) throw new AppError('expert.alreadyApplied');
    return applicationView(row);
  }

  async application(userId: number): Promise<ExpertApplication | null> {
    const row = await this.repository.application(userId);
    return row ? applicationView(row) : null;
  }

  async review(
    reviewerId: number,
    request: { user_id: number; approve: boolean; note: string },
  ): Promise<ExpertApplication> {
    const decision = { approve: request.approve, note: request.note, reviewerId };
    // The decision and the expert role it grants commit together.
    const row = await this.deps.db.transaction(async (tx) => {
      const decided = await this.repository.decideApplication(tx, request.user_id, decision);
      if (decided && decision.approve) await this.repository.makeExpert(tx, request.user_id);
      return decided;
    });
    if (!row) throw new AppError('expert.noApplication', { httpStatus: 404 });
    return applicationView(row);
  }

  /** The expert, or the error saying the member is not one. */
  async requireExpert(userId: number) {
    const expert = await this.repository.expert(userId);
    if (!expert) throw new AppError('expert.notExpert', { httpStatus: 403 });
    return expert;
  }

  async profile(viewerId: number | null, language: Language, id: number): Promise<ExpertProfile> {
    const expert = await this.repository.expert(id);
    if (!expert) throw new AppError('expert.notFound', { httpStatus: 404 });
    const [record, openCount, follows] = await Promise.all([
      this.record(id, {}),
      this.repository.openCount(id),
      this.repository.follows(viewerId, id),
    ]);
    const { history: _history, ...summary } = record;
    return {
      id,
      nickname: expert.nickname,
      avatar: expert.avatar,
      title: expert.title,
      intro: expert.intro,
      specialities: expert.specialities.map((competitionId) => ({
        id: competitionId,
        name: competitionName(this.deps.feed.competition(competitionId), competitionId, language),
      })),
      followers: follows.followers,
      is_followed: follows.followed,
      refund_if_wrong: expert.refundIfWrong,
      record: summary,
      open_count: openCount,
      since: expert.createdAt.toISOString(),
      mine: viewerId === id,
    };
  }

  async updateProfile(
    userId: number,
    language: Language,
    input: { title: string; intro: string; specialities: string[]; refund_if_wrong: boolean },
  ) {
    await this.requireExpert(userId);
    const specialities = [...new Set(input.specialities)];
    const unknown = specialities.find((id) => !this.deps.feed.competition(id));
    if (unknown) throw new AppError('expert.unknownCompetition', { params: { id: unknown } });
    await this.repository.updateExpert(userId, {
      title: input.title,
      intro: input.intro,
      specialities,
      refundIfWrong: input.refund_if_wrong,
    });
    return this.profile(userId, language, userId);
  }

  async record(id: number, filter: RecordFilter) {
    const rows = await this.repository.settledOf(id, {
      market: filter.market,
      competitionId: filter.competition_id,
    });
    return computeRecord(settledPicks(rows));
  }

  async publicRecord(id: number, filter: RecordFilter) {
    if (!(await this.repository.expert(id))) {
      throw new AppError('expert.notFound', { httpStatus: 404 });
    }
    return this.record(id, filter);
  }

  async ranking(query: RecordFilter & { sort: RankingSort; page: number }) {
    const ranked = await this.rankings.get(
      `${this.generation}|${query.market ?? ''}|${query.competition_id ?? ''}`,
    );
    const eligible =
      query.sort === 'hit_rate'
        ? ranked.filter((entry) => entry.record.settled >= EXPERT_LIMITS.rankingMinSample)
        : ranked;
    const sorted = [...eligible].sort((a, b) => {
      const key =
        query.sort === 'hit_rate'
          ? b.record.hit_rate - a.record.hit_rate
          : query.sort === 'streak'
            ? b.record.current_streak - a.record.current_streak
            : b.record.return_units - a.record.return_units;
      return key || b.record.settled - a.record.settled || a.expertId - b.expertId;
    });
    const size = EXPERT_LIMITS.pageSize;
    const page = sorted.slice((query.page - 1) * size, query.page * size);
    const briefs = await this.repository.briefs(page.map((entry) => entry.expertId));
    return {
      list: page.map((entry) => {
        const { history: _history, ...record } = entry.record;
        const brief = briefs.get(entry.expertId);
        return {
          expert: {
            id: entry.expertId,
            nickname: brief?.nickname ?? '',
            avatar: brief?.avatar ?? '',
            title: brief?.title ?? '',
          },
          record,
        };
      }),
      has_more: sorted.length > query.page * size,
    };
  }

  private async rankAll(filter: RecordFilter) {
    const rows = await this.repository.allSettled({
      market: filter.market,
      competitionId: filter.competition_id,
    });
    const byExpert = new Map<number, typeof rows>();
    for (const row of rows) {
      const list = byExpert.get(row.expertId) ?? [];
      list.push(row);
      byExpert.set(row.expertId, list);
    }
    return [...byExpert].map(([expertId, list]) => ({
      expertId,
      record: computeRecord(settledPicks(list)),
    }));
  }

  /** Forget cached rankings (after a settlement, so the ranking shows it within the call). */
  forgetRankings(): void {
    this.generation += 1;
  }
}

/** A competition's name in the reader's language (its id when the feed does not know it). */
export function competitionName(
  competition: { name: string; name_zh?: string; name_vi?: string } | undefined,
  id: string,
  language: Language,
): string {
  if (!competition) return id;
  if (language === 'zh' && competition.name_zh) return competition.name_zh;
  if (language === 'vi' && competition.name_vi) return competition.name_vi;
  return competition.name;
}
