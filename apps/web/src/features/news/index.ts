/** The news feature's public surface (home headlines, the detail page's cards). */
export { useArticleQuery, useCountRead, useLikeArticleMutation } from './api';

export { Headlines, HeadlinesSkeleton, useHeadlinesQuery } from './Headlines';
export { NewsCard } from './NewsCard';

export { NewsMeta } from './NewsMeta';
