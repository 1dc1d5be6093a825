import { liveRoutes } from '@tifo/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api-client';
import { liveKeys } from './api';

/** Rooms per page of the /anchor grid. */
export const ROOM_PAGE_SIZE = 20;

/**
 * One /anchor list, page by page ("load more"). Apart from api.ts so that the home page, which
 * shows no paged list, does not load the infinite-query code.
 */
export function useRoomListQuery(type: number, categoryId: number | null) {
  return useInfiniteQuery({
    queryKey: liveKeys.rooms(type, categoryId),
    queryFn: ({ pageParam, signal }) =>
      callApi(liveRoutes.getRoomList, {
        query: {
          type,
          ...(categoryId !== null ? { category_id: categoryId } : {}),
          page: pageParam,
          page_size: ROOM_PAGE_SIZE,
        },
        signal,
        quiet: true,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return last.list.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
    },
  });
}
