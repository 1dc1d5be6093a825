import { useLazyTranslation } from '../../shared/i18n/lazy-namespaces';
import { Card, Skeleton } from '../../shared/ui/Surface';
import { HomeBanners } from './HomeBanners';
import { HomeLiveByCategory } from './HomeLiveByCategory';
import { HomeRecommendations } from './HomeRecommendations';
import { HomeStandings } from './HomeStandings';

/**
 * The home page below the headlines: recommended matches, the main leagues' standings, live
 * rooms by category and the operators' banners (one lazily loaded chunk, see MainPage).
 */
export function HomeLowerSections() {
  const { t, ready } = useLazyTranslation('homeSections');
  if (!ready) return <Skeleton className="h-96 w-full" />;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card title={t('recommendations.title')} data-section="recommendations">
        <HomeRecommendations />
      </Card>
      <Card title={t('standings.title')} data-section="standings">
        <HomeStandings />
      </Card>
      <Card
        title={t('liveByCategory.title')}
        data-section="liveByCategory"
        className="md:col-span-2"
      >
        <HomeLiveByCategory />
      </Card>
      <div className="md:col-span-2" data-section="banners">
        <HomeBanners />
      </div>
    </div>
  );
}
