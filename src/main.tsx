// First: zod must not probe for eval before any schema is built (zod-jitless.ts).
import './contract/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles.css';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { preloadPublicPage } from './app/route-pages';
import { purgeStaleSession } from './lib/session';
import { preloadSignedInRoute } from './app/preload-route';
import { installBackForwardGuard } from './components/page/back-forward-guard';

// Before the first render, so no screen and no request ever sees an expired or undecodable token.
purgeStaleSession();
// After the purge: only a session that is still valid warms up its page.
preloadSignedInRoute();
// Before HashRouter listens to popstate: an unsaved form's guard must hear Back/Forward first.
installBackForwardGuard();

// A public page's code comes with the entry: the first render shows the page itself rather than
// the loading state, which React would then hold for at least 300 ms (route-pages.tsx).
void preloadPublicPage().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <HashRouter>
          <AppRoutes />
        </HashRouter>
      </AppProviders>
    </StrictMode>,
  ),
);
