/** Each perk: its catalog name and the group's field holding the level it starts at (0: off). */
export const FAN_PERKS = [
  ['fansOnlyChat', 'fans_only_chat_level'],
  ['chatColour', 'chat_colour_level'],
  ['entryEffect', 'entry_effect_level'],
] as const;
