export { Page, type PageOptions, type PageToArrayOptions } from './page.js';
export type { PageFetcher, PageResponse } from './page-response.js';
