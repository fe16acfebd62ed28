// What the docs site's browser tests share with this package's: the Chromium
// policy and launcher, and the loopback static server for built pages.
export { browserAvailability, CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium, withChromium, type BrowserAvailability, type HeadlessChromium } from './chromium.js';
export { serveStatic, type StaticServer, type StaticServerOptions } from './serve-static.js';
