import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useBlocker } from 'react-router';
import { requestConfirm } from '../../../shared/notifications';

/**
 * An article is long work: while it has unsaved changes, closing the tab asks the browser's
 * question and leaving the page inside the console asks ours. `allowLeaving` lets the editor's
 * own navigation after a save through (the changes are saved by then).
 */
export function useUnsavedGuard(dirty: boolean): { allowLeaving: () => void } {
  const { t } = useTranslation('adminContent');
  // A ref, not state: the navigation after a save runs before a re-render would apply it.
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void requestConfirm({
      message: t('news.editor.unsaved'),
      confirmLabel: t('news.editor.discard'),
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!leaving.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const allowLeaving = useCallback(() => {
    leaving.current = true;
  }, []);
  return { allowLeaving };
}
