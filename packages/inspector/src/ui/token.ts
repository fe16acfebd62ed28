import { TOKEN_QUERY } from '../contract/inspector-api.js';

/**
 * Local storage is shared by every tab of this origin (its port included), so a link opened in a
 * new tab or pasted works while the inspector runs; the token is worthless once it stops, since each
 * launch makes a new one. Decision 0018 says why not a cookie or session storage.
 */
const TOKEN_STORAGE_KEY = 'honcho-inspector-token';

/**
 * Takes the launch token from the address bar (the printed URL carries it), keeps it in local
 * storage and removes it from the address bar so it is not bookmarked, shared or sent as a referrer.
 * Returns the token to use, or null when this browser was never given one.
 */
export function adoptLaunchToken(): string | null {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get(TOKEN_QUERY);
  if (fromUrl !== null && fromUrl !== '') {
    try {
      window.localStorage.setItem(TOKEN_STORAGE_KEY, fromUrl);
    } catch {
      // Storage can be disabled; the token still works for this page load.
    }
    url.searchParams.delete(TOKEN_QUERY);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    return fromUrl;
  }
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}
