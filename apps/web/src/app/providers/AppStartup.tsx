import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  refreshSessionAtStartup,
  rememberChannel,
  setActiveImClient,
} from '../../features/auth/session';
import { callApi } from '../../shared/api-client';
import { followSignedInMember } from '../../shared/im/follow-member';
import type { ImClient } from '../../shared/im/im-client';
import { ImClientContext } from '../../shared/im/use-im';
import { read, remove } from '../../shared/storage';
import { LiveDataSocket, resolveSocketUrl } from '../../shared/live-data-socket';
import { useSystemSettings } from '../../shared/system-settings';
import { LiveDataSocketContext } from '../../shared/use-live-data-socket';

/** Adds the analytics script once (async, so it never blocks the page). */
export function injectAnalyticsScript(url: string, doc: Document = document): boolean {
  if (!url || doc.querySelector('script[data-tifo-analytics]')) return false;
  const script = doc.createElement('script');
  script.async = true;
  script.src = url;
  script.dataset.tifoAnalytics = 'true';
  doc.head.appendChild(script);
  return true;
}

async function loadChatClient() {
  const [{ ImClient }, { imCredentials, refreshMemberInfo }] = await Promise.all([
    import('../../shared/im/im-client'),
    import('../../shared/im/im-credentials'),
  ]);
  return { ImClient, imCredentials, refreshMemberInfo };
}

/** The chat socket's address, with the page's language so refusals arrive translated. */
function resolveImUrl(address: string): string {
  const url = new URL(resolveSocketUrl(address));
  url.searchParams.set('lang', read('lang'));
  return url.toString();
}

/**
 * The start-up sequence of spec §1: system settings, then the live-data socket, then the chat
 * service and user info, then the analytics script.
 */
export function AppStartup({ children }: { children: ReactNode }) {
  const settings = useSystemSettings();
  const socketUrl = settings.data?.socket_url;
  const imUrl = settings.data?.im_url;
  const analyticsUrl = settings.data?.analytics_script_url;
  const [socket, setSocket] = useState<LiveDataSocket | null>(null);
  const [im, setIm] = useState<ImClient | null>(null);
  const sessionRefreshed = useRef(false);

  useEffect(() => {
    // Once per page load (StrictMode runs effects twice in development).
    if (sessionRefreshed.current) return;
    sessionRefreshed.current = true;
    // A channel agent's link (`?channel=CODE`) may land on any page.
    rememberChannel(location.search);
    void refreshSessionAtStartup();
  }, []);

  useEffect(() => {
    if (!socketUrl) return;
    const liveData = new LiveDataSocket({ url: resolveSocketUrl(socketUrl) });
    liveData.connect();
    setSocket(liveData);
    return () => {
      liveData.close();
      setSocket(null);
    };
  }, [socketUrl]);

  useEffect(() => {
    if (!socket || !imUrl) return;
    // The chat client loads after first paint: no page needs it to show.
    let client: ImClient | null = null;
    let cancelled = false;
    let stopFollowing = () => {};
    void loadChatClient().then(({ ImClient: Client, imCredentials, refreshMemberInfo }) => {
      if (cancelled) return;
      // Once per refusal: a member refused again with fresh user info stays refused.
      let memberRefreshed = false;
      // The chat service logs in as the member (userSig of user info) or as a tourist.
      const started = new Client({
        url: resolveImUrl(imUrl),
        credentials: () => imCredentials(callApi),
        // A refused signature is stale: forget the tourist account and try once more.
        onLoginRefused: () => {
          if (read('imTouristAccount')) {
            remove('imTouristAccount');
            started.relogin();
          } else if (read('userInfo') && !memberRefreshed) {
            // A member's userSig dies with its session: fresh user info brings a new one, or
            // (code 700) turns the page into a visitor's; either way the chat logs in again.
            memberRefreshed = true;
            void refreshMemberInfo(callApi);
          }
        },
      });
      started.onState(() => {
        if (started.getState() === 'ready') memberRefreshed = false;
      });
      started.start();
      client = started;
      const following = followSignedInMember(started);
      stopFollowing = following.stop;
      setActiveImClient({ relogin: following.check });
      setIm(started);
    });
    return () => {
      cancelled = true;
      stopFollowing();
      setActiveImClient(null);
      client?.stop();
      setIm(null);
    };
  }, [socket, imUrl]);

  useEffect(() => {
    if (socket && analyticsUrl) injectAnalyticsScript(analyticsUrl);
  }, [socket, analyticsUrl]);

  return (
    <LiveDataSocketContext value={socket}>
      <ImClientContext value={im}>{children}</ImClientContext>
    </LiveDataSocketContext>
  );
}
