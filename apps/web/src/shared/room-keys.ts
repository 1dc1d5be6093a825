/**
 * The query key every piece of one live room's data hangs under. The live room's socket
 * re-reads the whole subtree after a reconnect (events may have been missed), so features
 * that show something inside a room (guesses, gifts, rankings) put their keys below it.
 */
export const liveRoomKey = (roomId: number) => ['live', 'room', roomId] as const;
