import { LAUNCH_TOKEN_HINT } from '../components/status.js';

/** Shown instead of the app when the page was opened without the launch token. */
export function MissingTokenPage() {
  return (
    <>
      <header class="site-header">
        <p class="app-name">Honcho inspector</p>
      </header>
      <main id="main">
        <h1>No launch token</h1>
        <div class="error" role="alert">
          <p>{LAUNCH_TOKEN_HINT.replace(/\.$/, '')}</p>
        </div>
        <p>The inspector prints a URL like <code>http://127.0.0.1:PORT/?token=…</code> when it starts. This page was opened without it, so it cannot read anything.</p>
      </main>
    </>
  );
}
