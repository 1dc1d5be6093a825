import { useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useMatches } from 'react-router';
import { isRouteHandle } from '../route-handle';

export const SITE_NAME = 'Tifo';

/** Sets `document.title` to "<translated route title> - Tifo" (spec §2). */
export function DocumentTitle() {
  const { t } = useTranslation('routes');
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle;
  const titleKey = isRouteHandle(handle) ? handle.titleKey : null;
  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} - ${SITE_NAME}` : SITE_NAME;
  }, [titleKey, t]);
  return null;
}
