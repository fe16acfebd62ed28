import type { InspectorInfo } from '../../contract/inspector-api.js';

export function SiteHeader({ info, workspaceId }: { readonly info: InspectorInfo | null; readonly workspaceId: string | null }) {
  return (
    <header class="site-header">
      <p class="app-name">
        <a href="#/">Honcho inspector</a>
      </p>
      {info === null ? null : (
        <>
          <p class="connection" data-testid="connection">
            connected to <span class="id">{info.honchoUrl}</span>
            {workspaceId === null ? null : (
              <>
                {' · '}workspace <span class="id">{workspaceId}</span>
              </>
            )}
            {' · '}
            <span class={info.allowWrites ? 'mode writes' : 'mode'}>{info.allowWrites ? 'writes allowed' : 'read-only'}</span>
          </p>
          <p class="connection extra">
            {info.authenticated ? null : <>no API key · </>}v{info.version}
          </p>
        </>
      )}
    </header>
  );
}
