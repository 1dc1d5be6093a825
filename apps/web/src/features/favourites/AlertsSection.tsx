import { ALERT_KINDS, type AlertChoices, type AlertSettings, type Favourite } from '@tifo/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useLazyTranslation } from '../../shared/i18n/lazy-namespaces';
import { pageLanguage } from '../../shared/format/locale';
import { useStoredValue } from '../../shared/use-stored-value';
import { Button } from '../../shared/ui/Button';
import { Card, EmptyState, Skeleton } from '../../shared/ui/Surface';
import { cx } from '../../shared/ui/cx';
import {
  useFavourites,
  usePushConfig,
  useSetAlerts,
  useSetAlertSettings,
  useToggleFavourite,
} from './api';
import { disablePush, enablePush, pushState, type PushState } from './push-subscription';

/** The member centre's "Favourites & alerts": this device's pushes, quiet hours, favourites. */
export function AlertsSection() {
  const { t, ready } = useLazyTranslation('alerts');
  const user = useStoredValue('userInfo');
  const favourites = useFavourites(Boolean(user));
  if (!ready || favourites.isPending) return <Skeleton className="h-64 w-full" />;
  if (favourites.isError || !favourites.data) {
    return (
      <Card title={t('title')}>
        <p className="text-sm text-slate-600">{t('loadError')}</p>
        <Button variant="secondary" size="sm" onClick={() => void favourites.refetch()}>
          {t('retry')}
        </Button>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-4" data-testid="alerts-section">
      <PushCard />
      <SettingsCard settings={favourites.data.settings} />
      <FavouritesCard favourites={favourites.data.favourites} />
    </div>
  );
}

function PushCard() {
  const { t, i18n } = useLazyTranslation('alerts');
  const config = usePushConfig();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void pushState().then(setState);
  }, []);
  const run = (action: () => Promise<PushState>) => {
    setBusy(true);
    setFailed(false);
    action()
      .then(setState)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  const enabled = config.data?.enabled ?? false;
  return (
    <Card title={t('push.title')} data-testid="push-card">
      <p className="mb-3 text-sm text-slate-600" data-testid="push-state" data-state={state ?? ''}>
        {!enabled && config.isSuccess
          ? t('push.serverOff')
          : state === null
            ? t('push.checking')
            : t(`push.state.${state}`)}
      </p>
      {failed && (
        <p role="alert" className="mb-3 text-sm text-red-600">
          {t('push.failed')}
        </p>
      )}
      {enabled && state === 'off' && (
        <Button
          size="sm"
          loading={busy}
          data-testid="push-enable"
          onClick={() =>
            run(() => enablePush(config.data?.public_key ?? '', pageLanguage(i18n.language)))
          }
        >
          {t('push.enable')}
        </Button>
      )}
      {state === 'on' && (
        <Button
          variant="secondary"
          size="sm"
          loading={busy}
          data-testid="push-disable"
          onClick={() => run(disablePush)}
        >
          {t('push.disable')}
        </Button>
      )}
    </Card>
  );
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function TimeInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex items-center gap-2">
      {label}
      <input
        type="time"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-lg border border-slate-300 px-2 py-1"
      />
    </label>
  );
}

function SettingsCard({ settings }: { settings: AlertSettings }) {
  const { t } = useLazyTranslation('alerts');
  const save = useSetAlertSettings();
  const [quiet, setQuiet] = useState(settings.quiet_from !== null);
  const [from, setFrom] = useState(settings.quiet_from ?? '23:00');
  const [to, setTo] = useState(settings.quiet_to ?? '07:00');
  const [spoilerSafe, setSpoilerSafe] = useState(settings.spoiler_safe);
  const [saved, setSaved] = useState(false);
  return (
    <Card title={t('settings.title')}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setSaved(false);
          save.mutate(
            {
              quiet_from: quiet ? from : null,
              quiet_to: quiet ? to : null,
              // Quiet hours are the member's own night: read on this device's clock.
              time_zone: browserZone(),
              spoiler_safe: spoilerSafe,
            },
            { onSuccess: () => setSaved(true) },
          );
        }}
      >
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={quiet}
            onChange={(event) => setQuiet(event.target.checked)}
            data-testid="quiet-hours"
            className="size-4"
          />
          {t('settings.quiet')}
        </label>
        {quiet && (
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <TimeInput label={t('settings.from')} value={from} onChange={setFrom} />
            <TimeInput label={t('settings.to')} value={to} onChange={setTo} />
            <span className="text-xs text-slate-500">
              {t('settings.zone', { zone: browserZone() })}
            </span>
          </div>
        )}
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={spoilerSafe}
            onChange={(event) => setSpoilerSafe(event.target.checked)}
            data-testid="spoiler-safe"
            className="mt-0.5 size-4"
          />
          <span>
            {t('settings.spoilerSafe')}
            <span className="block text-xs text-slate-500">{t('settings.spoilerSafeHint')}</span>
          </span>
        </label>
        <div className="flex items-center gap-3">
          <Button
            type="submit"
            size="sm"
            loading={save.isPending}
            data-testid="alert-settings-save"
          >
            {t('settings.save')}
          </Button>
          <span role="status" className="text-sm text-emerald-700">
            {saved ? t('settings.saved') : ''}
          </span>
        </div>
      </form>
    </Card>
  );
}

function favouriteName(favourite: Favourite, language: string): string {
  switch (pageLanguage(language)) {
    case 'zh':
      return favourite.name_zh;
    case 'vi':
      return favourite.name_vi;
    case 'en':
      return favourite.name;
  }
}

function FavouriteRow({ favourite }: { favourite: Favourite }) {
  const { t, i18n } = useLazyTranslation('alerts');
  const setAlerts = useSetAlerts();
  const toggle = useToggleFavourite();
  const change = (kind: keyof AlertChoices) =>
    setAlerts.mutate({
      kind: favourite.kind,
      id: favourite.id,
      alerts: { ...favourite.alerts, [kind]: !favourite.alerts[kind] },
    });
  const name = favouriteName(favourite, i18n.language);
  return (
    <li
      className="flex flex-col gap-2 border-b border-slate-100 py-3 last:border-0 sm:flex-row sm:items-center sm:justify-between"
      data-testid="favourite-row"
      data-kind={favourite.kind}
      data-id={favourite.id}
    >
      <span className="font-medium text-slate-900">{name}</span>
      <div
        className="flex flex-wrap items-center gap-1.5"
        role="group"
        aria-label={t('row.alertsOf', { name })}
      >
        {ALERT_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            aria-pressed={favourite.alerts[kind]}
            data-testid={`alert-${kind}`}
            disabled={setAlerts.isPending}
            onClick={() => change(kind)}
            className={cx(
              'rounded-full px-2.5 py-1 text-xs font-medium ring-1 pointer-coarse:min-h-11',
              favourite.alerts[kind]
                ? 'bg-brand-600 text-white ring-brand-600'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-100',
            )}
          >
            {t(`kinds.${kind}`)}
          </button>
        ))}
        {favourite.kind !== 'match' && (
          <Button
            variant="ghost"
            size="sm"
            disabled={toggle.isPending}
            onClick={() =>
              toggle.mutate({
                kind: favourite.kind as 'team' | 'competition',
                id: favourite.id,
                follow: false,
              })
            }
          >
            {t('row.unfollow')}
          </Button>
        )}
      </div>
    </li>
  );
}

function FavouritesCard({ favourites }: { favourites: Favourite[] }) {
  const { t } = useLazyTranslation('alerts');
  if (favourites.length === 0) {
    return (
      <Card title={t('favourites.title')}>
        <EmptyState
          title={t('favourites.empty')}
          description={t('favourites.emptyHint')}
          action={
            <Link to="/football" className="text-sm font-medium text-brand-700 hover:underline">
              {t('favourites.toScores')}
            </Link>
          }
        />
      </Card>
    );
  }
  const groups = (['team', 'competition', 'match'] as const)
    .map((kind) => ({ kind, list: favourites.filter((favourite) => favourite.kind === kind) }))
    .filter((group) => group.list.length > 0);
  return (
    <Card title={t('favourites.title')} data-testid="favourites-card">
      {groups.map((group) => (
        <section key={group.kind} className="mb-2">
          <h3 className="mt-2 text-sm font-semibold text-slate-500">
            {t(`favourites.${group.kind}`)}
          </h3>
          <ul>
            {group.list.map((favourite) => (
              <FavouriteRow key={`${favourite.kind}:${favourite.id}`} favourite={favourite} />
            ))}
          </ul>
        </section>
      ))}
    </Card>
  );
}
