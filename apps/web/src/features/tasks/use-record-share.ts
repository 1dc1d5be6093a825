import { engagementRoutes } from '@tifo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api-client';
import { read } from '../../shared/storage';
import { signInKeys } from '../sign-in';
import { taskKeys } from './task-keys';

/**
 * Tells the server that the member shared a room (the share task). Fire and forget: sharing
 * works the same whether or not it is counted, so a failure is not the member's concern.
 */
export function useRecordShare() {
  const queryClient = useQueryClient();
  return (roomId: number) => {
    // Visitors have no tasks; the call would only answer "log in".
    if (!read('userInfo')) return;
    void callApi(engagementRoutes.share, { body: { room_id: roomId }, quiet: true }).then(
      () => {
        void queryClient.invalidateQueries({ queryKey: taskKeys.daily() });
        void queryClient.invalidateQueries({ queryKey: signInKeys.list() });
      },
      () => undefined,
    );
  };
}
