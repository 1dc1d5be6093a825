import type { CallRoutes } from './call-route';
import type { matchCalls } from './matches';

/** `matchCalls` without their schemas (call-route.ts). */
export const matchRoutes: CallRoutes<typeof matchCalls> = {
  getList: { method: 'GET', path: 'Match/getList' },
  getDetail: { method: 'GET', path: 'Match/getDetail' },
  getIndex: { method: 'GET', path: 'Match/getIndex' },
  getStandings: { method: 'GET', path: 'Match/getStandings' },
  getFixtures: { method: 'GET', path: 'Match/getFixtures' },
  getCompetitions: { method: 'GET', path: 'Match/getCompetitions' },
  getTeam: { method: 'GET', path: 'Match/getTeam' },
  hotMatches: { method: 'GET', path: 'hot_match/initial_list' },
  collectFootball: { method: 'POST', path: 'Footballuser/collect' },
  collectBasketball: { method: 'POST', path: 'Basketballuser/collect' },
  collectFootballGet: { method: 'GET', path: 'Footballuser/collect' },
  collectBasketballGet: { method: 'GET', path: 'Basketballuser/collect' },
  getCollectList: { method: 'GET', path: 'Match/getCollectList' },
  reserveMatch: { method: 'POST', path: 'live/reserveMatch' },
  getReserveList: { method: 'GET', path: 'Match/getReserveList' },
};
