/** Query keys of data that belongs to the signed-in member; dropped at login and logout. */
export const memberScopedKey = ['member'] as const;
