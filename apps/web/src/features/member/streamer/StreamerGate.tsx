import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { buttonClasses } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { Card } from '../../../shared/ui/Surface';
import { useStoredValue } from '../../../shared/use-stored-value';
import { LoadError } from '../../../shared/ui/LoadError';
import { useMyRoomQuery, type MyRoom } from '../streamer-api';

/** For members who are not streamers: what these pages are for and where to apply. */
export function ApplyPrompt() {
  const { t } = useTranslation('streamer');
  return (
    <Card data-testid="streamer-apply-prompt" className="flex flex-col items-start gap-3">
      <p className="font-semibold text-slate-900">{t('gate.title')}</p>
      <p className="text-sm text-slate-600">{t('gate.description')}</p>
      <Link to="/member?type=7" className={buttonClasses('primary', 'sm')}>
        {t('gate.apply')}
      </Link>
    </Card>
  );
}

/**
 * The streamer pages need a streamer (spec §6): others see the apply prompt and no call is made
 * (Live/getMyRoom refuses them). Streamers get their room and push settings.
 */
export function StreamerGate({ children }: { children: (data: MyRoom) => ReactNode }) {
  const user = useStoredValue('userInfo');
  const isAnchor = (user?.is_anchor ?? 0) !== 0;
  if (!isAnchor) return <ApplyPrompt />;
  return <MyRoomLoader>{children}</MyRoomLoader>;
}

function MyRoomLoader({ children }: { children: (data: MyRoom) => ReactNode }) {
  const myRoom = useMyRoomQuery();
  if (myRoom.isPending) {
    return (
      <div className="flex justify-center py-12 text-brand-600">
        <Spinner size="lg" />
      </div>
    );
  }
  if (myRoom.isError) {
    return <LoadError onRetry={() => void myRoom.refetch()} retrying={myRoom.isRefetching} />;
  }
  return children(myRoom.data);
}
