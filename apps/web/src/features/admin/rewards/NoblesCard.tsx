import { REWARD_CAPS } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLazyTranslation } from '../../../shared/i18n/lazy-namespaces';
import { TextField } from '../../../shared/ui/Field';
import { Skeleton } from '../../../shared/ui/Surface';
import type { RewardDrafts } from './reward-form';
import { SectionCard, useSectionSave, WHOLE_NUMBER } from './SectionCard';

type PriceDraft = RewardDrafts['nobles'][number];

/** The tiers' names as the site's chat badges say them (`live:chat.noble.*`). */
const TIER_NAME_KEYS = {
  1: 'chat.noble.1',
  2: 'chat.noble.2',
  3: 'chat.noble.3',
  4: 'chat.noble.4',
  5: 'chat.noble.5',
} as const;

function hasTierName(tier: number): tier is keyof typeof TIER_NAME_KEYS {
  return tier in TIER_NAME_KEYS;
}

/** The noble tiers' monthly prices in diamonds, each above the one below. */
export function NoblesCard({
  drafts,
  onChange,
  canEdit,
}: {
  drafts: RewardDrafts;
  onChange: (prices: PriceDraft[]) => void;
  canEdit: boolean;
}) {
  const { t } = useTranslation('adminContent', { keyPrefix: 'rewards' });
  const { t: tLive, ready } = useLazyTranslation('live');
  const form = useSectionSave('nobles', drafts);
  const tierName = (tier: number) => (hasTierName(tier) ? tLive(TIER_NAME_KEYS[tier]) : `#${tier}`);
  const setPrice = (index: number, monthly_diamonds: string) =>
    onChange(
      drafts.nobles.map((price, at) => (at === index ? { ...price, monthly_diamonds } : price)),
    );
  const problem = (index: number) => {
    const kind = form.problems.get(`${index}.monthly_diamonds`);
    if (kind === 'order') {
      const below = drafts.nobles[index - 1];
      return t('nobles.problem.order', { below: below ? tierName(below.tier) : '' });
    }
    return kind === 'range'
      ? t('nobles.problem.range', REWARD_CAPS.nobleMonthlyDiamonds)
      : undefined;
  };

  return (
    <SectionCard
      section="nobles"
      testId="rewards-nobles"
      hint={t('nobles.hint')}
      canSave={canEdit}
      saving={form.saving}
      refusal={form.refusal}
      onSave={form.submit}
    >
      {ready ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {drafts.nobles.map((price, index) => (
            <TextField
              key={price.tier}
              label={t('nobles.price', { tier: tierName(price.tier) })}
              value={price.monthly_diamonds}
              readOnly={!canEdit}
              error={problem(index)}
              onChange={(event) => setPrice(index, event.target.value)}
              {...WHOLE_NUMBER}
            />
          ))}
        </div>
      ) : (
        <Skeleton className="h-16 w-full" />
      )}
    </SectionCard>
  );
}
