import { chatCompletionRoutes } from '../routes/chat-completion-routes.js';
import { chatRoutes } from '../routes/chat-routes.js';
import { conclusionRoutes } from '../routes/conclusion-routes.js';
import { keyRoutes } from '../routes/key-routes.js';
import { messageRoutes } from '../routes/message-routes.js';
import { peerRoutes } from '../routes/peer-routes.js';
import { scopeRoutes } from '../routes/scope-routes.js';
import { sessionRoutes } from '../routes/session-routes.js';
import { systemRoutes } from '../routes/system-routes.js';
import { webhookRoutes } from '../routes/webhook-routes.js';
import { workspaceRoutes } from '../routes/workspace-routes.js';
import type { EmulatorRoute } from './emulator-context.js';

/** Every route the emulator serves. */
export const EMULATOR_ROUTES: readonly EmulatorRoute[] = [
  ...systemRoutes,
  ...keyRoutes,
  ...workspaceRoutes,
  ...peerRoutes,
  ...chatRoutes,
  ...sessionRoutes,
  ...messageRoutes,
  ...conclusionRoutes,
  ...scopeRoutes,
  ...webhookRoutes,
  ...chatCompletionRoutes,
];
