import { createBrowserRouter } from 'react-router';
import { setSessionNavigate } from '../features/auth/session';
import { setApiNavigate } from '../shared/api-client';
import { appRoutes } from './routes';

/** The browser router; the API client navigates through it (session expiry on /member). */
export function createAppRouter() {
  const router = createBrowserRouter(appRoutes);
  setApiNavigate((to) => void router.navigate(to));
  setSessionNavigate((to) => void router.navigate(to));
  return router;
}
