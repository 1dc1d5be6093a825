import {
  broadcastReminderDataSchema,
  matchReminderDataSchema,
  type BroadcastReminderData,
  type MatchReminderData,
} from '@tifo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { LiveDataEventListener } from '../../shared/live-data-events';
import { planKeys } from '../broadcast-plans';

/**
 * Reminders pushed to this page (a reserved broadcast went live, a reserved match kicks off
 * soon), waiting to be shown. Loaded with the first reminder, like the cards that show them.
 */
export type Reminder =
  | { id: number; kind: 'broadcast'; data: BroadcastReminderData }
  | { id: number; kind: 'match'; data: MatchReminderData };

type NewReminder =
  | Omit<Extract<Reminder, { kind: 'broadcast' }>, 'id'>
  | Omit<Extract<Reminder, { kind: 'match' }>, 'id'>;

const MAX_SHOWN = 4;
let reminders: readonly Reminder[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly Reminder[]): void {
  reminders = next;
  listeners.forEach((listener) => listener());
}

/** What makes two reminders the same: a second push of it is not shown twice. */
function keyOf(reminder: NewReminder): string {
  return reminder.kind === 'broadcast'
    ? `broadcast:${reminder.data.plan_id}`
    : `match:${reminder.data.match_id}`;
}

export function pushReminder(reminder: NewReminder): void {
  const key = keyOf(reminder);
  if (reminders.some((shown) => keyOf(shown) === key)) return;
  emit([...reminders, { ...reminder, id: nextId++ }].slice(-MAX_SHOWN));
}

export function dismissReminder(id: number): void {
  emit(reminders.filter((reminder) => reminder.id !== id));
}

export function clearReminders(): void {
  emit([]);
}

function getReminders(): readonly Reminder[] {
  return reminders;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useReminders(): readonly Reminder[] {
  return useSyncExternalStore(subscribe, getReminders, getReminders);
}

/**
 * The `broadcastReminder` listener: shows the reminder, and reloads the plan lists, which now
 * show the broadcast as on.
 */
export function broadcastReminderListener(
  queryClient: QueryClient,
): LiveDataEventListener<'broadcastReminder'> {
  return {
    schema: broadcastReminderDataSchema,
    handler: (data) => {
      pushReminder({ kind: 'broadcast', data });
      void queryClient.invalidateQueries({ queryKey: planKeys.all });
    },
  };
}

/** The `matchReminder` listener: shows the reminder. */
export const matchReminderListener: LiveDataEventListener<'matchReminder'> = {
  schema: matchReminderDataSchema,
  handler: (data) => pushReminder({ kind: 'match', data }),
};
