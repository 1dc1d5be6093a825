import {
  ANCHOR_CATEGORIES,
  LIVE_LIMITS,
  ROOM_CATEGORY_TYPES,
  type RoomInfo,
  type SportName,
} from '@tifo/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { requestConfirm, showToast } from '../../../shared/notifications';
import { Button } from '../../../shared/ui/Button';
import { SelectField, TextField } from '../../../shared/ui/Field';
import { Card } from '../../../shared/ui/Surface';
import { categoryKey, useCategoryListQuery } from '../../anchor';
import { pageLanguage } from '../../../shared/format/locale';
import { useResetStreamKeyMutation, useSetLiveInfoMutation, type MyRoom } from '../streamer-api';
import { copyWithToast } from './copy';
import { CoverField } from './CoverField';
import { MatchPicker } from './MatchPicker';
import { formatDateTime } from '../../../shared/format/date-time';
import { MASK, maskPushUrl } from './format';

const CHESS = ANCHOR_CATEGORIES.chessAndEsports;

interface SettingsForm {
  title: string;
  cover: string;
  categoryType: number;
  categoryId: number | null;
  matchId: string | null;
}

function formOf(room: RoomInfo): SettingsForm {
  return {
    title: room.title,
    cover: room.cover,
    categoryType: room.category_type,
    categoryId: room.category_id,
    matchId: room.match_id,
  };
}

/** The sport whose matches the picker lists first: the room's, else football. */
function sportOf(categoryType: number): SportName {
  return categoryType === ANCHOR_CATEGORIES.basketball ? 'basketball' : 'football';
}

/** Title, cover, category and linked match of the room (Live/setLiveInfo). */
function RoomSettingsForm({ room }: { room: RoomInfo }) {
  const { t } = useTranslation('streamer');
  const { t: tn } = useTranslation('nav');
  const [form, setForm] = useState<SettingsForm>(() => formOf(room));
  const [titleMissing, setTitleMissing] = useState(false);
  const save = useSetLiveInfoMutation();
  const categories = useCategoryListQuery();
  const subCategories = (categories.data ?? []).filter((category) => category.type === CHESS);

  const set = <K extends keyof SettingsForm>(field: K, value: SettingsForm[K]) =>
    setForm((previous) => ({ ...previous, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const title = form.title.trim();
    setTitleMissing(title === '');
    if (!title) return;
    save.mutate(
      {
        title,
        cover: form.cover,
        category_type: form.categoryType,
        category_id: form.categoryType === CHESS ? form.categoryId : null,
        match_id: form.matchId,
      },
      { onSuccess: () => showToast(t('settings.saved'), { kind: 'success' }) },
    );
  };

  return (
    <Card title={t('settings.title')}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={onSubmit}
        data-testid="room-settings"
      >
        <TextField
          label={t('settings.roomTitle')}
          value={form.title}
          maxLength={LIVE_LIMITS.titleMaxLength}
          counter={`${form.title.length}/${LIVE_LIMITS.titleMaxLength}`}
          error={titleMissing ? t('settings.titleMissing') : undefined}
          placeholder={t('settings.titlePlaceholder')}
          onChange={(event) => set('title', event.target.value)}
          data-testid="room-title"
        />
        <CoverField
          label={t('settings.cover')}
          cover={form.cover}
          emptyText={t('settings.noCover')}
          hint={t('settings.coverHint')}
          testId="cover-upload"
          onChange={(cover) => set('cover', cover)}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('settings.category')}
            value={form.categoryType}
            onChange={(event) => set('categoryType', Number(event.target.value))}
            data-testid="room-category"
          >
            {ROOM_CATEGORY_TYPES.map((type) => (
              <option key={type} value={type}>
                {tn(`sidebar.${categoryKey(type)}`)}
              </option>
            ))}
          </SelectField>
          {form.categoryType === CHESS && (
            <SelectField
              label={t('settings.subCategory')}
              value={form.categoryId ?? ''}
              onChange={(event) =>
                set('categoryId', event.target.value === '' ? null : Number(event.target.value))
              }
              data-testid="room-subcategory"
            >
              <option value="">{t('settings.noSubCategory')}</option>
              {subCategories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </SelectField>
          )}
        </div>
        <MatchPicker
          value={form.matchId}
          currentLabel={room.match_id === form.matchId ? room.match_label : null}
          initialSport={sportOf(room.category_type)}
          days={2}
          choice="watchable"
          labels={{
            legend: t('settings.match'),
            hint: t('settings.matchHint'),
            none: t('settings.noMatch'),
          }}
          testId="match-picker"
          onChange={(matchId) => set('matchId', matchId)}
        />
        <Button
          type="submit"
          className="self-end"
          loading={save.isPending}
          data-testid="save-settings"
        >
          {t('settings.save')}
        </Button>
      </form>
    </Card>
  );
}

function CopyRow({
  label,
  shown,
  value,
  testId,
}: {
  label: string;
  /** What the page shows (may be masked); copy always copies `value`. */
  shown: string;
  value: string;
  testId: string;
}) {
  const { t } = useTranslation('streamer');
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="flex items-center gap-2">
        <code
          className="min-w-0 flex-1 truncate rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800 ring-1 ring-slate-200"
          data-testid={testId}
        >
          {shown}
        </code>
        <Button variant="secondary" size="sm" onClick={() => void copyWithToast(value)}>
          {t('push.copy')}
        </Button>
      </dd>
    </div>
  );
}

/** Where OBS sends the stream: server, stream key (hidden until asked), full URL, reset. */
function PushSettingsCard({ push }: { push: MyRoom['push'] }) {
  const { t, i18n } = useTranslation('streamer');
  const language = pageLanguage(i18n.language);
  const [keyShown, setKeyShown] = useState(false);
  const reset = useResetStreamKeyMutation();
  const expired = Date.parse(push.expires_at) < Date.now();

  const onReset = async () => {
    const confirmed = await requestConfirm({
      title: t('push.resetTitle'),
      message: t('push.resetWarning'),
      confirmLabel: t('push.resetConfirm'),
    });
    if (!confirmed) return;
    reset.mutate(undefined, {
      onSuccess: () => showToast(t('push.resetDone'), { kind: 'success' }),
    });
  };

  return (
    <Card
      title={t('push.title')}
      actions={
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={keyShown}
          onClick={() => setKeyShown(!keyShown)}
          data-testid="toggle-key"
        >
          {keyShown ? t('push.hideKey') : t('push.showKey')}
        </Button>
      }
    >
      <dl className="flex flex-col gap-3">
        <CopyRow
          label={t('push.server')}
          shown={push.server}
          value={push.server}
          testId="push-server"
        />
        <CopyRow
          label={t('push.streamKey')}
          shown={keyShown ? push.stream_key : MASK}
          value={push.stream_key}
          testId="push-key"
        />
        <CopyRow
          label={t('push.pushUrl')}
          shown={
            keyShown ? push.push_url : maskPushUrl(push.push_url, push.server, push.stream_key)
          }
          value={push.push_url}
          testId="push-url"
        />
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <dt className="text-slate-500">{t('push.expires')}</dt>
          <dd className={expired ? 'font-medium text-red-700' : 'text-slate-900'}>
            {formatDateTime(push.expires_at, language)}
            {expired && ` · ${t('push.expired')}`}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-500">{t('push.keySecret')}</p>
      {!push.hls_available && (
        <p
          className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900"
          data-testid="hls-unavailable"
        >
          {t('push.hlsUnavailable')}
        </p>
      )}
      <div className="mt-4 flex justify-end">
        <Button
          variant="secondary"
          className="text-red-700"
          loading={reset.isPending}
          onClick={() => void onReset()}
          data-testid="reset-key"
        >
          {t('push.reset')}
        </Button>
      </div>
    </Card>
  );
}

/** A short OBS how-to: Settings → Stream → Service: Custom, Server, Stream key. */
function ObsGuide() {
  const { t } = useTranslation('streamer');
  const steps = ['obs1', 'obs2', 'obs3', 'obs4', 'obs5', 'obs6'] as const;
  return (
    <Card title={t('obs.title')}>
      <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-sm text-slate-700">
        {steps.map((step) => (
          <li key={step}>{t(`obs.${step}`)}</li>
        ))}
      </ol>
      <p className="mt-3 text-xs text-slate-500">{t('obs.tip')}</p>
    </Card>
  );
}

/** Broadcast settings: the room form, the push settings and the OBS how-to. */
export function BroadcastSettingsPanel({ data }: { data: MyRoom }) {
  return (
    <div className="flex flex-col gap-4" data-testid="broadcast-settings">
      <RoomSettingsForm key={data.room.room_id} room={data.room} />
      <PushSettingsCard push={data.push} />
      <ObsGuide />
    </div>
  );
}
