import { useSyncExternalStore } from 'react';

/**
 * Goal pushes waiting to be shown (code 200, `type: 'goal'`). This small store lives in the
 * first-load bundle; the cards and the sound load only when a goal arrives.
 */
export interface QueuedGoal {
  id: number;
  data: unknown;
}

const MAX_QUEUED = 5;
let queue: readonly QueuedGoal[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly QueuedGoal[]): void {
  queue = next;
  listeners.forEach((listener) => listener());
}

export function pushGoal(data: unknown): number {
  const id = nextId++;
  emit([...queue, { id, data }].slice(-MAX_QUEUED));
  return id;
}

export function dismissGoal(id: number): void {
  emit(queue.filter((entry) => entry.id !== id));
}

export function clearGoals(): void {
  emit([]);
}

export function getGoals(): readonly QueuedGoal[] {
  return queue;
}

export function subscribeGoals(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGoals(): readonly QueuedGoal[] {
  return useSyncExternalStore(subscribeGoals, getGoals, getGoals);
}
