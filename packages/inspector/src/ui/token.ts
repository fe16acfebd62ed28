import { TOKEN_QUERY } from '../contract/inspector-api.js';

/** Session storage survives reloads of this tab but not the browser, like the launch token itself. */
const TOKEN_STORAGE_KEY = 'honcho-inspector-token';

/**
 * Takes the launch token from the address bar (the printed URL carries it), keeps it in
 * session storage and removes it from the address bar so it is not bookmarked or shared.
 * Returns the token to use, or null when the page was opened without one.
 */
export function adoptLaunchToken(): string | null {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get(TOKEN_QUERY);
  if (fromUrl !== null && fromUrl !== '') {
    try {
      window.sessionStorage.setItem(TOKEN_STORAGE_KEY, fromUrl);
    } catch {
      // Storage can be disabled; the token still works for this page load.
    }
    url.searchParams.delete(TOKEN_QUERY);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    return fromUrl;
  }
  try {
    return window.sessionStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}
