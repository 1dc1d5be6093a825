import { z } from 'zod';

/**
 * A fan's badge in a streamer's fan group (api/fan-groups.ts), as room chat, danmaku and entry
 * announcements show it. Apart from the fan-group calls: chat messages carry it on first load.
 */
export const fanBadgeSchema = z.object({
  name: z.string(),
  level: z.number().int(),
  /** The chat-colour perk applies. */
  coloured: z.boolean(),
  /** The entry-effect perk applies. */
  entry_effect: z.boolean(),
});
export type FanBadge = z.infer<typeof fanBadgeSchema>;
