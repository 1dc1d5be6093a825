import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers/AppProviders';
import { createAppRouter } from './app/router';
import { initI18n } from './shared/i18n/i18n';
import { getStoredLanguage, shareLanguageWithServer } from './shared/i18n/language';
import { listenForInstallOffer } from './shared/pwa/install-prompt';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Nothing renders before the current language's catalogs are in, so no page ever shows
// untranslated keys. The router starts at once all the same: the page's chunk, its namespaces
// and its data load beside the catalogs, not after them.
// The browser offers installing only once, early: heard here, shown on the download page.
listenForInstallOffer();
const language = getStoredLanguage();
shareLanguageWithServer(language);
const catalogs = initI18n(language);
const router = createAppRouter();
void catalogs.then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
