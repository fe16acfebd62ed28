import type { ExchangeGroup } from '../exchange.js';
import { authGroup } from './auth.js';
import { chatGroup } from './chat.js';
import { conclusionsGroup } from './conclusions.js';
import { filtersGroup } from './filters.js';
import { memoryGroup } from './memory.js';
import { messagesGroup } from './messages.js';
import { notFoundGroup } from './not-found.js';
import { peersGroup } from './peers.js';
import { responseFormatGroup } from './response-format.js';
import { scopesGroup } from './scopes.js';
import { serverDefectsGroup } from './server-defects.js';
import { sessionsGroup } from './sessions.js';
import { systemGroup } from './system.js';
import { webhooksGroup } from './webhooks.js';
import { workspacesGroup } from './workspaces.js';

/**
 * The conformance catalogue, in the order it is recorded. Each group is self-contained (it
 * creates its own workspace), so a group can be replayed alone against a fresh emulator.
 * Async because the structured-output group converts the core schema table's zod cases.
 */
export async function loadCatalogue(): Promise<ExchangeGroup[]> {
  const groups = [
    systemGroup,
    workspacesGroup,
    peersGroup,
    sessionsGroup,
    messagesGroup,
    conclusionsGroup,
    scopesGroup,
    webhooksGroup,
    filtersGroup,
    notFoundGroup,
    chatGroup,
    await responseFormatGroup(),
    memoryGroup,
    serverDefectsGroup,
    authGroup,
  ];
  for (const group of groups) {
    const names = new Set<string>();
    for (const exchange of group.exchanges) {
      if (names.has(exchange.name)) throw new Error(`catalogue group ${group.name}: exchange name "${exchange.name}" is used twice`);
      names.add(exchange.name);
    }
  }
  return groups;
}
