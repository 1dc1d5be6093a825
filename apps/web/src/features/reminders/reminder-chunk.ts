/**
 * What the layout's ReminderHost loads with the first reminder: the listeners and the cards in
 * one chunk. Two chunks would also split i18next from react-i18next in the first load (the
 * listeners reach the API client, which needs i18next alone), 0.5 KB more, measured.
 */
export { ReminderLayer } from './ReminderLayer';
export { broadcastReminderListener, matchReminderListener } from './reminder-queue';
