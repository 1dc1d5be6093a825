import type { ConsoleRoom } from '@tifo/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/Field';
import { Tabs } from '../../../shared/ui/Tabs';
import { ConsolePage } from '../ui/ConsolePage';
import { PagedList } from '../ui/PagedList';
import { RoomRow } from './RoomRow';
import { useConsoleRoomsQuery, type RoomFilter } from './rooms-api';

/** The contract's limit on the search (consoleRoutes.rooms `q`). */
const SEARCH_MAX = 30;

/**
 * Rooms on air or sealed, searchable by room id or streamer; set their chat modes, end their
 * broadcasts, seal and unseal them here.
 */
export function RoomsPage() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<RoomFilter>('live');
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const query = useConsoleRoomsQuery(filter, search);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
  };

  return (
    <ConsolePage title={t('nav.rooms')} description={t('rooms.description')}>
      <Tabs
        label={t('rooms.filterLabel')}
        items={[
          { value: 'live', label: t('rooms.live') },
          { value: 'sealed', label: t('rooms.sealed') },
        ]}
        value={filter}
        onChange={setFilter}
      />
      <form role="search" onSubmit={submit} className="flex items-end gap-2">
        <div className="w-full max-w-xs">
          <TextField
            label={t('rooms.search')}
            type="search"
            value={draft}
            maxLength={SEARCH_MAX}
            placeholder={t('rooms.searchPlaceholder')}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          {t('rooms.searchButton')}
        </Button>
      </form>
      <PagedList query={query} emptyTitle={t('list.empty')}>
        {(rooms) => <RoomTable rooms={rooms} filter={filter} />}
      </PagedList>
    </ConsolePage>
  );
}

function RoomTable({ rooms, filter }: { rooms: ConsoleRoom[]; filter: RoomFilter }) {
  const { t } = useTranslation('admin');
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs text-slate-500">
          <tr>
            <th className="px-3 py-2 font-medium whitespace-nowrap">{t('rooms.column.room')}</th>
            <th className="px-3 py-2 font-medium whitespace-nowrap">{t('rooms.column.title')}</th>
            <th className="px-3 py-2 font-medium whitespace-nowrap">
              {t('rooms.column.streamer')}
            </th>
            <th className="px-3 py-2 font-medium whitespace-nowrap">{t('rooms.column.viewers')}</th>
            <th className="px-3 py-2 font-medium whitespace-nowrap">{t('rooms.column.stream')}</th>
            <th className="px-3 py-2 font-medium whitespace-nowrap">
              {t(filter === 'live' ? 'rooms.column.since' : 'rooms.column.sealedAt')}
            </th>
            <th className="px-3 py-2 font-medium whitespace-nowrap">
              {t('rooms.column.sealedReason')}
            </th>
            <th className="px-3 py-2 font-medium whitespace-nowrap">{t('rooms.column.chat')}</th>
            <th className="px-3 py-2 font-medium whitespace-nowrap">{t('rooms.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rooms.map((room) => (
            <RoomRow key={room.room_id} room={room} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
