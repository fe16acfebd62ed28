// What the docs site's and the inspector's browser tests share with this package's: the Chromium
// policy and launcher, one browser per test file, the loopback static server for built pages, the
// watch for page errors, and the screenshot reader.
export { browserAvailability, CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium, withChromium, type BrowserAvailability, type HeadlessChromium } from './chromium.js';
export { serveStatic, type StaticServer, type StaticServerOptions } from './serve-static.js';
export { shareChromium, type SharedChromium } from './shared-chromium.js';
export { watchPage, type PageWatch, type WatchedServer } from './page-watch.js';
export { summarizePng, type PngSummary } from './png.js';
