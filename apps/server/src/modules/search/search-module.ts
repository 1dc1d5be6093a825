import { searchCalls } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import type { ScoreFeed } from '../../feeds/score-feed';
import type { Platform } from '../../platform/install-platform';
import { registerCall } from '../../platform/http/register-call';
import type { LiveService } from '../live/live.service';
import { MatchSearch } from './match-search';
import { SearchRepository } from './search.repository';
import { SearchService } from './search.service';

export type SearchDeps = Pick<Platform, 'database'> & {
  live: { live: Pick<LiveService, 'searchRooms'> };
  matches: { scoreFeed: ScoreFeed };
};

/** The four `Search/*` calls of /search. */
export function installSearch(app: FastifyInstance, deps: SearchDeps): SearchService {
  const search = new SearchService({
    repository: new SearchRepository(deps.database.db),
    live: deps.live.live,
    matches: new MatchSearch(deps.matches.scoreFeed),
  });
  registerCall(app, searchCalls.index, ({ query, language }) =>
    search.everything(query.name, language),
  );
  registerCall(app, searchCalls.anchor, ({ query }) => search.anchors(query.name, query.page));
  registerCall(app, searchCalls.live, ({ query, language }) =>
    search.rooms(query.name, query.page, language),
  );
  registerCall(app, searchCalls.match, ({ query }) =>
    Promise.resolve(search.matches(query.name, query.page)),
  );
  return search;
}
