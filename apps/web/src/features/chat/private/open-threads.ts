/**
 * Threads on screen right now (peer → how many views show it). A message arriving in one of
 * them is read at once, so the conversation list does not count it as unread in between.
 */
const visibleThreads = new Map<string, number>();

/** Marks `peer`'s thread as on screen; call the returned function when it no longer is. */
export function showThread(peer: string): () => void {
  visibleThreads.set(peer, (visibleThreads.get(peer) ?? 0) + 1);
  return () => {
    const count = (visibleThreads.get(peer) ?? 1) - 1;
    if (count > 0) visibleThreads.set(peer, count);
    else visibleThreads.delete(peer);
  };
}

export function isThreadVisible(peer: string): boolean {
  return visibleThreads.has(peer);
}
