import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InDevelopment } from '../../shared/ui/InDevelopment';

/** Search (spec §2): shows the term; results come with the search issue. */
export function SearchPage() {
  const { t } = useTranslation('search');
  const [params] = useSearchParams();
  const name = params.get('name')?.trim() ?? '';
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold break-words text-slate-900" data-testid="search-term">
        {name ? t('title', { name }) : t('noTerm')}
      </h1>
      <InDevelopment description={t('description')} />
    </div>
  );
}
