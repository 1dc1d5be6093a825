import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers/AppProviders';
import { createAppRouter } from './app/router';
import { initI18n } from './shared/i18n/i18n';
import { getStoredLanguage } from './shared/i18n/language';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The current language's catalogs load first, so no page ever shows untranslated keys.
void initI18n(getStoredLanguage()).then(() => {
  const router = createAppRouter();
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
