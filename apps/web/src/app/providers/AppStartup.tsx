import { useEffect, useRef, useState, type ReactNode } from 'react';
import { refreshSessionAtStartup } from '../../features/auth/session';
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

/**
 * The start-up sequence of spec §1: system settings, then the live-data socket, then the chat
 * service and user info, then the analytics script.
 */
export function AppStartup({ children }: { children: ReactNode }) {
  const settings = useSystemSettings();
  const socketUrl = settings.data?.socket_url;
  const analyticsUrl = settings.data?.analytics_script_url;
  const [socket, setSocket] = useState<LiveDataSocket | null>(null);
  const sessionRefreshed = useRef(false);

  useEffect(() => {
    // Once per page load (StrictMode runs effects twice in development).
    if (sessionRefreshed.current) return;
    sessionRefreshed.current = true;
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
    if (!socket) return;
    // Chat-service login (tourist or member account over /im) is built by the instant-messaging
    // issue; nothing to do until that service exists on the client. User info and the tourist
    // account are refreshed by `refreshSessionAtStartup` above.
    if (analyticsUrl) injectAnalyticsScript(analyticsUrl);
  }, [socket, analyticsUrl]);

  return <LiveDataSocketContext value={socket}>{children}</LiveDataSocketContext>;
}
