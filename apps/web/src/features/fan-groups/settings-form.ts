import {
  FAN_GROUP_LIMITS,
  fanGroupSettingsSchema,
  type FanGroup,
  type FanGroupSettings,
  type FanJoinMode,
  type FanPerks,
} from '@tifo/contract';

/** What the settings form holds: texts as typed, choices as chosen. */
export interface SettingsDraft extends FanPerks {
  name: string;
  badge: string;
  join_mode: FanJoinMode;
  fee: string;
}

export type SettingsField = 'name' | 'badge' | 'fee';

/** The fee a new group starts with: one fan light's worth a day for a month, roughly. */
const SUGGESTED_FEE = 30;

export function draftOf(group: FanGroup | null): SettingsDraft {
  return {
    name: group?.name ?? '',
    badge: group?.badge ?? '',
    join_mode: group?.join_mode ?? 'gift',
    fee: String(group?.fee_diamonds ?? SUGGESTED_FEE),
    fans_only_chat_level: group?.fans_only_chat_level ?? 0,
    chat_colour_level: group?.chat_colour_level ?? 0,
    entry_effect_level: group?.entry_effect_level ?? 0,
  };
}

/**
 * The body of Group/setSettings, checked by the contract's own schema (so lengths count as the
 * server counts them), or the fields that are wrong. The fee only matters in fee mode, but the
 * call always carries one: in gift mode an unusable fee is replaced by the group's last one.
 */
export function settingsBody(
  draft: SettingsDraft,
  saved: FanGroup | null,
): { ok: true; body: FanGroupSettings } | { ok: false; fields: SettingsField[] } {
  const fee = Number(draft.fee.trim());
  const feeUsable =
    draft.fee.trim() !== '' &&
    Number.isInteger(fee) &&
    fee >= FAN_GROUP_LIMITS.feeMinDiamonds &&
    fee <= FAN_GROUP_LIMITS.feeMaxDiamonds;
  const result = fanGroupSettingsSchema.safeParse({
    name: draft.name,
    badge: draft.badge,
    join_mode: draft.join_mode,
    fee_diamonds:
      feeUsable || draft.join_mode === 'fee'
        ? draft.fee.trim()
        : (saved?.fee_diamonds ?? SUGGESTED_FEE),
    fans_only_chat_level: draft.fans_only_chat_level,
    chat_colour_level: draft.chat_colour_level,
    entry_effect_level: draft.entry_effect_level,
  });
  if (result.success) return { ok: true, body: result.data };
  const fields = new Set<SettingsField>();
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === 'name' || field === 'badge') fields.add(field);
    else if (field === 'fee_diamonds') fields.add('fee');
  }
  return { ok: false, fields: [...fields] };
}
