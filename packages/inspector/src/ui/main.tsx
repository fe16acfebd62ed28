import { render } from 'preact';
import { setLaunchToken } from './api/client.js';
import { App } from './app.js';
import { MissingTokenPage } from './views/missing-token-page.js';
import { adoptLaunchToken } from './token.js';

// Read before anything navigates: only a page opened with no hash at all is sent to the default workspace.
const openedWithoutHash = window.location.hash === '' || window.location.hash === '#';
const token = adoptLaunchToken();
const root = document.getElementById('app');

if (root !== null) {
  if (token === null) {
    render(<MissingTokenPage />, root);
  } else {
    setLaunchToken(token);
    render(<App openedWithoutHash={openedWithoutHash} />, root);
  }
}
