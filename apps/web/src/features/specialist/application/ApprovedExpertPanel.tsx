import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { buttonClasses } from '../../../shared/ui/Button';
import { LoadError } from '../../../shared/ui/LoadError';
import { Card, Skeleton } from '../../../shared/ui/Surface';
import { useStoredValue } from '../../../shared/use-stored-value';
import { useExpertProfileQuery } from '../api';
import { expertHomeHref } from '../format';
import { ExpertProfileForm } from './ExpertProfileForm';

/** An approved expert: the way to their own page, and their public profile settings. */
export function ApprovedExpertPanel() {
  const { t } = useTranslation('experts');
  const user = useStoredValue('userInfo');
  const id = user ? Number(user.id) : null;
  const profile = useExpertProfileQuery(id);
  if (id === null) return null;
  return (
    <Card
      title={t('profileForm.title')}
      actions={
        <Link
          to={expertHomeHref(id)}
          className={buttonClasses('primary', 'sm')}
          data-testid="expert-home-link"
        >
          {t('profileForm.toHome')}
        </Link>
      }
    >
      {profile.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : profile.isError ? (
        <LoadError onRetry={() => void profile.refetch()} retrying={profile.isRefetching} />
      ) : (
        <ExpertProfileForm profile={profile.data} />
      )}
    </Card>
  );
}
