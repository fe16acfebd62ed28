import { testProject } from '../../vitest.shared.js';

export default testProject('docs', {
  include: ['src/**/*.test.ts'],
  // The site tests reuse apps/docs/dist when it is current; otherwise their first hook builds it
  // (typedoc and VitePress: two to three minutes on 2 cores, more under load).
  hookTimeout: 600_000,
  // Some tests read every one of the ~750 built pages (links, source links): seconds on an idle
  // machine, and several times that while the rest of the suite runs beside them.
  testTimeout: 60_000,
});
