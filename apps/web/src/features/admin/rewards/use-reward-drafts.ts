import type { RewardRules, RewardSection } from '@tifo/contract';
import { useState } from 'react';
import { draftsOf, mergeDrafts, type RewardDrafts } from './reward-form';

/**
 * The rules as typed on the page, section by section. When the server's rules change (this
 * page's save, another administrator's), the sections that changed take the server's values.
 */
export function useRewardDrafts(rules: RewardRules) {
  const [state, setState] = useState(() => ({ rules, drafts: draftsOf(rules) }));
  let current = state;
  if (state.rules !== rules) {
    // Adjusted while rendering (not in an effect), so no render shows the old values.
    current = { rules, drafts: mergeDrafts(state.drafts, state.rules, rules) };
    setState(current);
  }
  const setSection = <S extends RewardSection>(section: S, draft: RewardDrafts[S]) =>
    setState((previous) => ({ ...previous, drafts: { ...previous.drafts, [section]: draft } }));
  return { drafts: current.drafts, setSection };
}
