/**
 * The distribution (referral) feature's public surface: other features import these from
 * here, never from its files (the feature-boundaries lint rule).
 */
export { DistributionSection } from './DistributionSection';
export { channelLink, shareLink } from './links';
