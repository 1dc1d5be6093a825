import type { ConsoleQueue } from '@tifo/contract';

/** A page of the console: its path under /admin and the key of its name (`admin:nav.*`). */
export interface ConsoleSection {
  path: string;
  name: SectionName;
  /** Its calls admit administrators only: moderators see a note instead. */
  administratorsOnly?: boolean;
}

export type SectionName =
  | 'anchorApplications'
  | 'expertApplications'
  | 'horns'
  | 'livePlans'
  | 'withdrawals'
  | 'paymentIncidents'
  | 'reports'
  | 'shipments'
  | 'users'
  | 'money'
  | 'rooms'
  | 'blockedWords'
  | 'gifts'
  | 'rewards'
  | 'audit';

/** The review queues, in the navigation's order, each with the count that says what waits. */
export const QUEUE_SECTIONS: readonly (ConsoleSection & { queue: ConsoleQueue })[] = [
  { path: 'anchor-applications', name: 'anchorApplications', queue: 'anchor_applications' },
  { path: 'expert-applications', name: 'expertApplications', queue: 'expert_applications' },
  { path: 'horns', name: 'horns', queue: 'horns' },
  { path: 'live-plans', name: 'livePlans', queue: 'live_plans' },
  { path: 'withdrawals', name: 'withdrawals', queue: 'withdrawals', administratorsOnly: true },
  {
    path: 'payment-incidents',
    name: 'paymentIncidents',
    queue: 'payment_incidents',
    administratorsOnly: true,
  },
  { path: 'reports', name: 'reports', queue: 'reports' },
  { path: 'shipments', name: 'shipments', queue: 'shipments' },
];

/** The tools after the queues. */
export const TOOL_SECTIONS: readonly ConsoleSection[] = [
  { path: 'users', name: 'users' },
  { path: 'money', name: 'money' },
  { path: 'rooms', name: 'rooms' },
  { path: 'blocked-words', name: 'blockedWords' },
  { path: 'gifts', name: 'gifts' },
  { path: 'rewards', name: 'rewards', administratorsOnly: true },
  { path: 'audit', name: 'audit' },
];

export function consolePath(section: Pick<ConsoleSection, 'path'>): string {
  return `/admin/${section.path}`;
}
