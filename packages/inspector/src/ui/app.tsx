import { useEffect, useState } from 'preact/hooks';
import type { InspectorInfo } from '../contract/inspector-api.js';
import { apiPath } from './api/client.js';
import { useApi } from './api/use-api.js';
import { ErrorAlert, Loading } from './components/status.js';
import { InfoContext } from './info-context.js';
import { SiteHeader } from './layout/site-header.js';
import { MainNav } from './layout/main-nav.js';
import { links, redirect, routeWorkspace, useHashRoute } from './router.js';
import { RouteView } from './views/route-view.js';

export function App({ openedWithoutHash }: { readonly openedWithoutHash: boolean }) {
  const info = useApi<InspectorInfo>(apiPath(['info']));
  const route = useHashRoute();
  const [awaitingDefaultWorkspace, setAwaitingDefaultWorkspace] = useState(openedWithoutHash);

  useEffect(() => {
    if (!awaitingDefaultWorkspace) return;
    if (info.state.status === 'ready') {
      redirect(links.workspace(info.state.data.workspaceId));
      setAwaitingDefaultWorkspace(false);
    } else if (info.state.status === 'error') {
      setAwaitingDefaultWorkspace(false);
    }
  }, [awaitingDefaultWorkspace, info.state]);

  const loadedInfo = info.state.status === 'ready' ? info.state.data : null;
  const workspaceId = routeWorkspace(route) ?? loadedInfo?.workspaceId ?? null;

  return (
    <InfoContext.Provider value={loadedInfo}>
      <a class="skip-link" href="#main" onClick={skipToMain}>
        Skip to content
      </a>
      <SiteHeader info={loadedInfo} workspaceId={workspaceId} />
      {workspaceId === null ? null : <MainNav route={route} workspaceId={workspaceId} />}
      <main id="main" tabIndex={-1}>
        {info.state.status === 'loading' || awaitingDefaultWorkspace ? (
          <>
            <h1>Honcho inspector</h1>
            <Loading />
          </>
        ) : info.state.status === 'error' ? (
          <>
            <h1>Honcho inspector</h1>
            <ErrorAlert error={info.state.error} />
          </>
        ) : (
          <RouteView route={route} />
        )}
      </main>
    </InfoContext.Provider>
  );
}

/** The router owns the hash, so the skip link moves focus itself instead of navigating to `#main`. */
function skipToMain(event: MouseEvent): void {
  event.preventDefault();
  document.getElementById('main')?.focus();
}
