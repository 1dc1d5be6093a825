import { useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useNavigation } from 'react-router';

/** Waits this long before showing the bar, so quick page loads do not flash it. */
const SHOW_DELAY_MS = 150;

/** A slim bar at the top of the window while a route (and its chunk) is loading. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('progress')}
      data-testid="navigation-progress"
      className="fixed inset-x-0 top-0 z-[100] h-0.5"
    >
      <div className="tifo-progress h-full w-full bg-brand-500" />
    </div>
  );
}
