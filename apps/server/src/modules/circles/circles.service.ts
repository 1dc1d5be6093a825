import { CIRCLE_LIMITS, type Circle, type CircleKind, type Language } from '@tifo/contract';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { CircleRow, CirclesRepository, NewCircle } from './circles.repository';

/** A circle's name in the reader's language. */
export function circleName(
  row: Pick<CircleRow, 'nameZh' | 'nameEn' | 'nameVi'>,
  language: Language,
): string {
  return language === 'zh' ? row.nameZh : language === 'vi' ? row.nameVi : row.nameEn;
}

function circleView(row: CircleRow, language: Language, joined: boolean): Circle {
  return {
    id: row.id,
    kind: row.kind as CircleKind,
    sport: row.sport === 'football' || row.sport === 'basketball' ? row.sport : null,
    name: circleName(row, language),
    intro: language === 'zh' ? row.introZh : language === 'vi' ? row.introVi : row.introEn,
    icon: row.icon,
    status: row.status === 'closed' ? 'closed' : 'open',
    member_count: row.memberCount,
    post_count: row.postCount,
    joined,
  };
}

export interface CircleInput {
  id?: number | undefined;
  kind: CircleKind;
  sport: 'football' | 'basketball' | null;
  name_zh: string;
  name_en: string;
  name_vi: string;
  intro_zh: string;
  intro_en: string;
  intro_vi: string;
  icon: string;
  sort: number;
  status: 'open' | 'closed';
}

/** Circles: the lists, joining and leaving, and the operators' create and edit. */
export class CirclesService {
  constructor(
    private readonly repository: CirclesRepository,
    private readonly db: Database,
  ) {}

  async list(viewerId: number | null, language: Language, kind: CircleKind | undefined) {
    const rows = await this.repository.open(kind);
    const joined =
      viewerId === null
        ? new Set<number>()
        : await this.repository.joinedAmong(
            viewerId,
            rows.map((row) => row.id),
          );
    return { list: rows.map((row) => circleView(row, language, joined.has(row.id))) };
  }

  async mine(userId: number, language: Language) {
    const rows = await this.repository.joinedBy(userId);
    return { list: rows.map((row) => circleView(row, language, true)) };
  }

  async info(viewerId: number | null, language: Language, id: number): Promise<Circle> {
    const row = await this.repository.find(id);
    if (!row) throw new AppError('circle.notFound', { httpStatus: 404 });
    const joined = viewerId !== null && (await this.repository.joinedAmong(viewerId, [id])).has(id);
    return circleView(row, language, joined);
  }

  /** An open circle a member may post to or join; refuses a missing or closed one. */
  async requireOpen(id: number, db: Database = this.db): Promise<CircleRow> {
    const row = await this.repository.find(id, db);
    if (!row) throw new AppError('circle.notFound', { httpStatus: 404 });
    if (row.status !== 'open') throw new AppError('circle.closed');
    return row;
  }

  async join(userId: number, id: number, joined: boolean) {
    if (joined) {
      await this.requireOpen(id);
      const already = (await this.repository.joinedAmong(userId, [id])).has(id);
      if (!already && (await this.repository.joinedCount(userId)) >= CIRCLE_LIMITS.joinedMax) {
        throw new AppError('circle.tooMany', { params: { max: CIRCLE_LIMITS.joinedMax } });
      }
    } else if (!(await this.repository.find(id))) {
      throw new AppError('circle.notFound', { httpStatus: 404 });
    }
    const memberCount = await this.db.transaction((tx) =>
      this.repository.setMember(tx, id, userId, joined),
    );
    return { joined, member_count: memberCount };
  }

  async save(input: CircleInput): Promise<{ id: number }> {
    const values: NewCircle = {
      kind: input.kind,
      sport: input.sport,
      nameZh: input.name_zh,
      nameEn: input.name_en,
      nameVi: input.name_vi,
      introZh: input.intro_zh,
      introEn: input.intro_en,
      introVi: input.intro_vi,
      icon: input.icon,
      sort: input.sort,
      status: input.status,
    };
    if (input.id === undefined) return { id: await this.repository.insert(values) };
    if (!(await this.repository.update(input.id, values))) {
      throw new AppError('circle.notFound', { httpStatus: 404 });
    }
    return { id: input.id };
  }
}
