import { useTranslation } from '../../shared/i18n/use-translation';
import { useLazyTranslation } from '../../shared/i18n/lazy-namespaces';
import { userIdOf } from '../../shared/session/room-roles';
import { Card, Skeleton } from '../../shared/ui/Surface';
import { useStoredValue } from '../../shared/use-stored-value';
import { useFanGroupSettingsQuery } from './api';
import { FanGroupSettingsForm } from './FanGroupSettingsForm';
import { MyFanGroups } from './MyFanGroups';
import { SectionError } from './SectionError';
import { TopFans } from './TopFans';

/**
 * The member centre's fan club section (spec §2 "fan-group settings"): every member sees the
 * groups they joined; a streamer first sets up their own group and sees their top fans.
 */
export function FanGroupSection() {
  const { ready } = useLazyTranslation('fans');
  const user = useStoredValue('userInfo');
  // As the streamer pages decide: the stored profile's is_anchor.
  const isStreamer = (user?.is_anchor ?? 0) !== 0;
  const userId = userIdOf(user);
  if (!ready) return <Skeleton className="h-64 w-full" />;
  return (
    <div data-testid="fan-group-section" className="flex flex-col gap-6">
      {isStreamer && userId !== null && <StreamerFanGroup anchorId={userId} />}
      <MyFanGroups />
    </div>
  );
}

function StreamerFanGroup({ anchorId }: { anchorId: number }) {
  const { t } = useTranslation('fans');
  const settings = useFanGroupSettingsQuery();
  if (settings.isPending) {
    return (
      <Card data-state="loading">
        <Skeleton className="h-96 w-full" />
      </Card>
    );
  }
  if (settings.isError) {
    return (
      <Card>
        <SectionError
          text={t('settings.loadError')}
          onRetry={() => void settings.refetch()}
          retrying={settings.isRefetching}
        />
      </Card>
    );
  }
  return (
    <>
      <FanGroupSettingsForm group={settings.data} />
      {settings.data && <TopFans anchorId={anchorId} badge={settings.data.badge} />}
    </>
  );
}
