import {
  ANCHOR_CATEGORIES,
  LIVE_LIMITS,
  ROOM_CATEGORY_TYPES,
  type MatchSummary,
  type RoomInfo,
  type SportName,
} from '@tifo/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { requestConfirm, showToast } from '../../../shared/notifications';
import { Button } from '../../../shared/ui/Button';
import { SelectField, TextField } from '../../../shared/ui/Field';
import { Card } from '../../../shared/ui/Surface';
import { categoryKey, useCategoryListQuery } from '../../anchor';
import { addDays, kickoffTime, localName, siteDate, statusTab } from '../../scores';
import { pageLanguage } from '../../../shared/format/locale';
import { ImageUploadButton } from '../ImageUploadButton';
import {
  useMatchOptionsQuery,
  useResetStreamKeyMutation,
  useSetLiveInfoMutation,
  type MyRoom,
} from '../streamer-api';
import { copyWithToast } from './copy';
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

/** "20:00 Arsenal vs Chelsea · Premier League" in the page language. */
function matchLabel(match: MatchSummary, language: ReturnType<typeof pageLanguage>): string {
  return `${kickoffTime(match.kickoff)} ${localName(match.home, language)} vs ${localName(match.away, language)} · ${localName(match.competition, language)}`;
}

/** Pick a match of today or tomorrow to link to the room, or none. */
function MatchPicker({
  value,
  currentLabel,
  initialSport,
  onChange,
}: {
  value: string | null;
  /** The label of the match linked now ("Home vs Away"), shown even when not listed. */
  currentLabel: string | null;
  initialSport: SportName;
  onChange: (matchId: string | null) => void;
}) {
  const { t, i18n } = useTranslation('streamer');
  const { t: tn } = useTranslation('nav');
  const language = pageLanguage(i18n.language);
  const [sport, setSport] = useState<SportName>(initialSport);
  const [day, setDay] = useState<'today' | 'tomorrow'>('today');
  const today = siteDate(new Date());
  const date = day === 'today' ? today : addDays(today, 1);
  const matches = useMatchOptionsQuery(sport, date);
  // Only matches that can still be watched: not finished, cancelled or postponed.
  const options = (matches.data ?? []).filter(
    (match) => statusTab(match.status) !== 'finished' && match.status !== 'postponed',
  );
  const listed = value !== null && options.some((match) => match.id === value);

  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{t('settings.match')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <SelectField
          label={t('settings.matchSport')}
          value={sport}
          onChange={(event) => setSport(event.target.value as SportName)}
        >
          <option value="football">{tn('sidebar.football')}</option>
          <option value="basketball">{tn('sidebar.basketball')}</option>
        </SelectField>
        <SelectField
          label={t('settings.matchDay')}
          value={day}
          onChange={(event) => setDay(event.target.value as 'today' | 'tomorrow')}
        >
          <option value="today">{t('settings.today')}</option>
          <option value="tomorrow">{t('settings.tomorrow')}</option>
        </SelectField>
      </div>
      <SelectField
        label={t('settings.matchPick')}
        value={value ?? ''}
        hint={
          matches.isPending
            ? t('settings.matchLoading')
            : matches.isError
              ? t('settings.matchFailed')
              : options.length === 0
                ? t('settings.matchNone')
                : t('settings.matchHint')
        }
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        data-testid="match-picker"
      >
        <option value="">{t('settings.noMatch')}</option>
        {value !== null && !listed && <option value={value}>{currentLabel ?? value}</option>}
        {options.map((match) => (
          <option key={match.id} value={match.id}>
            {matchLabel(match, language)}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
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
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium text-slate-700">{t('settings.cover')}</span>
          <div className="flex flex-wrap items-end gap-3">
            <div className="relative aspect-video w-48 overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
              {form.cover ? (
                <img
                  src={form.cover}
                  alt={t('settings.coverAlt')}
                  className="absolute inset-0 size-full object-cover"
                />
              ) : (
                <span className="absolute inset-0 flex items-center justify-center px-2 text-center text-xs text-slate-500">
                  {t('settings.noCover')}
                </span>
              )}
            </div>
            <div className="flex flex-col gap-2">
              <ImageUploadButton
                label={form.cover ? t('settings.changeCover') : t('settings.uploadCover')}
                onUploaded={(url) => set('cover', url)}
                testId="cover-upload"
              />
              {form.cover && (
                <Button variant="ghost" size="sm" onClick={() => set('cover', '')}>
                  {t('settings.removeCover')}
                </Button>
              )}
            </div>
          </div>
          <p className="text-xs text-slate-500">{t('settings.coverHint')}</p>
        </div>
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
