/** The share link of a member: /main?shareCode=<invite code> (spec §2). */
export function shareLink(inviteCode: string, origin: string = location.origin): string {
  return `${origin}/main?shareCode=${encodeURIComponent(inviteCode)}`;
}

/** A channel agent's link: /main?channel=<channel code>; registration after it joins the channel. */
export function channelLink(channelCode: string, origin: string = location.origin): string {
  return `${origin}/main?channel=${encodeURIComponent(channelCode)}`;
}
