import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../../shared/ui/Tabs';
import type { MyRoom } from '../streamer-api';
import { AnnouncementPanel } from './AnnouncementPanel';
import { BroadcastRecordsPanel } from './BroadcastRecordsPanel';
import { BroadcastSettingsPanel } from './BroadcastSettingsPanel';
import { GoLivePanel } from './GoLivePanel';
import { RoomManagementPanel } from './RoomManagementPanel';
import { StreamerGate } from './StreamerGate';

/** The streamer centre's tabs (/member?type=9&tab=…). */
export const STREAMER_TABS = ['live', 'settings', 'records', 'announcement', 'rooms'] as const;
export type StreamerTab = (typeof STREAMER_TABS)[number];

/** The member-centre sections that show one tab of the centre on their own. */
export type StreamerOnlySection =
  'broadcastRecords' | 'broadcastSettings' | 'announcement' | 'rooms';

const SECTION_TABS: Record<StreamerOnlySection, StreamerTab> = {
  broadcastSettings: 'settings',
  broadcastRecords: 'records',
  announcement: 'announcement',
  rooms: 'rooms',
};

export function streamerTabHref(tab: StreamerTab): string {
  return tab === 'live' ? '/member?type=9' : `/member?type=9&tab=${tab}`;
}

function isTab(value: string | null): value is StreamerTab {
  return (STREAMER_TABS as readonly (string | null)[]).includes(value);
}

function TabPanel({ tab, data }: { tab: StreamerTab; data: MyRoom }) {
  switch (tab) {
    case 'live':
      return <GoLivePanel data={data} settingsHref={streamerTabHref('settings')} />;
    case 'settings':
      return <BroadcastSettingsPanel data={data} />;
    case 'records':
      return <BroadcastRecordsPanel />;
    case 'announcement':
      return <AnnouncementPanel data={data} />;
    case 'rooms':
      return <RoomManagementPanel data={data} />;
  }
}

/** /member?type=9: go live, broadcast settings, records, announcement and room management. */
export function StreamerCentre() {
  const { t } = useTranslation('streamer');
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: StreamerTab = isTab(raw) ? raw : 'live';

  const choose = (next: StreamerTab) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === 'live') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <StreamerGate>
      {(data) => (
        <div data-testid="streamer-centre" data-tab={tab}>
          <Tabs
            label={t('tabs.label')}
            value={tab}
            onChange={choose}
            items={STREAMER_TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
          />
          <div role="tabpanel" aria-label={t(`tabs.${tab}`)} className="pt-4">
            <TabPanel tab={tab} data={data} />
          </div>
        </div>
      )}
    </StreamerGate>
  );
}

/** One tab of the centre as its own member section (section=broadcastSettings etc.). */
export function StreamerSection({ section }: { section: StreamerOnlySection }) {
  return (
    <StreamerGate>{(data) => <TabPanel tab={SECTION_TABS[section]} data={data} />}</StreamerGate>
  );
}
