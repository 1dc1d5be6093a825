/**
 * What the layout's ReminderHost loads with the first reminder: the listeners and the cards in
 * one chunk, so the first reminder costs one request, not two.
 */
export { ReminderLayer } from './ReminderLayer';
export { broadcastReminderListener, matchReminderListener } from './reminder-queue';
