import type { CallData, consoleRoutes } from '@tifo/contract';
import { createContext, useContext } from 'react';

export type Staff = CallData<typeof consoleRoutes.me>;

/** The staff member the console opened for (the gate renders nothing below without one). */
export const StaffContext = createContext<Staff | null>(null);

export function useStaff(): Staff {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside the console gate');
  return staff;
}

/**
 * Role `operator` is the administrator: calls of audience `administrator` (money, the gift
 * catalogue) admit no one else, so the console hides or disables them for moderators.
 */
export function isAdministrator(staff: Staff): boolean {
  return staff.role === 'operator';
}
