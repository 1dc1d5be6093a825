import { createBrowserRouter } from 'react-router';
import { setAppNavigate } from '../shared/app-navigation';
import { appRoutes } from './routes';

/** The browser router; the API client navigates through it (session expiry on /member). */
export function createAppRouter() {
  const router = createBrowserRouter(appRoutes);
  setAppNavigate((to) => void router.navigate(to));
  return router;
}
