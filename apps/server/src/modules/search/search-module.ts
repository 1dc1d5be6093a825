import { searchCalls } from '@tifo/contract';
import type { RewardRulesService } from '../rewards/reward-rules';
import type { FastifyInstance } from 'fastify';
import type { ScoreFeed } from '../../feeds/score-feed';
import type { Platform } from '../../platform/install-platform';
import { registerCall } from '../../platform/http/register-call';
import type { PostsService } from '../circles/posts.service';
import type { LiveService } from '../live/live.service';
import { MatchSearch } from './match-search';
import { SearchRepository } from './search.repository';
import { SearchService } from './search.service';

export type SearchDeps = Pick<Platform, 'database'> & {
  rules: Pick<RewardRulesService, 'current'>;
  live: { live: Pick<LiveService, 'searchRooms'> };
  circles: { posts: Pick<PostsService, 'search'> };
  matches: { scoreFeed: ScoreFeed };
};

/** The `Search/*` calls of /search: the spec's four, and posts. */
export function installSearch(app: FastifyInstance, deps: SearchDeps): SearchService {
  const search = new SearchService({
    repository: new SearchRepository(deps.database.db),
    live: deps.live.live,
    posts: deps.circles.posts,
    matches: new MatchSearch(deps.matches.scoreFeed),
    rules: deps.rules,
  });
  registerCall(app, searchCalls.index, ({ query, language }) =>
    search.everything(query.name, language),
  );
  registerCall(app, searchCalls.anchor, ({ query }) => search.anchors(query.name, query.page));
  registerCall(app, searchCalls.live, ({ query, language }) =>
    search.rooms(query.name, query.page, language),
  );
  registerCall(app, searchCalls.post, ({ query, language }) =>
    search.posts(query.name, query.page, language),
  );
  registerCall(app, searchCalls.match, ({ query }) =>
    Promise.resolve(search.matches(query.name, query.page)),
  );
  return search;
}
