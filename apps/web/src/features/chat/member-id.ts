/** A member's numeric id from a chat user id; null for a visitor's `guest…` id. */
export function memberIdOf(chatUserId: string): number | null {
  return /^\d+$/.test(chatUserId) ? Number(chatUserId) : null;
}
