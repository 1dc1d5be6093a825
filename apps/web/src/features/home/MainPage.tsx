import { lazy } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { buttonClasses } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Surface';
import { HotAnchors } from './HotAnchors';
import { HomeHeadlines } from './HomeHeadlines';
import { LazySection } from './LazySection';

// Below the fold: one chunk, loaded when it comes near the screen (/main's size budget; each
// lazy import costs the first load its list of chunks to preload).
const HomeLowerSections = lazy(async () => ({
  default: (await import('./HomeLowerSections')).HomeLowerSections,
}));

/**
 * Home (spec §2): a welcome hero, the hot anchors, the headlines, recommended matches, the
 * main leagues' standings, live rooms by category and the operators' banners.
 */
export function MainPage() {
  const { t } = useTranslation('home');
  return (
    <div>
      <section className="bg-gradient-to-br from-slate-900 via-slate-800 to-brand-700 text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-12 lg:py-16">
          <h1 className="text-3xl font-bold tracking-tight lg:text-4xl">{t('hero.title')}</h1>
          <p className="max-w-2xl text-slate-200">{t('hero.subtitle')}</p>
          <div className="flex flex-wrap gap-3">
            <Link to="/football" className={buttonClasses('primary', 'lg')}>
              {t('hero.scores')}
            </Link>
            <Link
              to="/anchor?type=0"
              className={`${buttonClasses('secondary', 'lg')} bg-white/10 text-white ring-white/30 hover:bg-white/20`}
            >
              {t('hero.live')}
            </Link>
          </div>
        </div>
      </section>
      {/* grid-cols-1 (minmax(0, 1fr)), not an auto column: the hot anchors' sideways row must
          not widen the page on a phone. */}
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-4 px-4 py-8 md:grid-cols-2">
        <Card
          title={t('sections.hotAnchors.title')}
          data-section="hotAnchors"
          className="md:col-span-2"
          actions={
            <Link
              to="/anchor?type=0"
              className="text-sm font-medium text-brand-700 hover:text-brand-600"
            >
              {t('hotAnchors.more')}
            </Link>
          }
        >
          <HotAnchors />
        </Card>
        <Card
          title={t('sections.headlines.title')}
          data-section="headlines"
          className="md:col-span-2"
          actions={
            <Link to="/news" className="text-sm font-medium text-brand-700 hover:text-brand-600">
              {t('headlines.more')}
            </Link>
          }
        >
          <HomeHeadlines />
        </Card>
        <div className="md:col-span-2">
          <LazySection height="h-96">
            <HomeLowerSections />
          </LazySection>
        </div>
      </div>
    </div>
  );
}
