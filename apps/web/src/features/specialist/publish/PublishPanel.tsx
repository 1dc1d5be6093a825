import { useTranslation } from '../../../shared/i18n/use-translation';
import { Card } from '../../../shared/ui/Surface';
import { PublishForm } from './PublishForm';

/** The expert's own page: publish an analysis. */
export function PublishPanel() {
  const { t } = useTranslation('experts');
  return (
    <Card title={t('publish.heading')}>
      <p className="mb-3 text-sm text-slate-600">{t('publish.intro')}</p>
      <PublishForm />
    </Card>
  );
}
