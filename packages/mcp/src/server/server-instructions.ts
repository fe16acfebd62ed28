/**
 * What the server tells the client's model about itself in `initialize`
 * (clients add it to the system prompt): what Honcho is and when to use which tool.
 */
export const SERVER_INSTRUCTIONS = [
  'Honcho is the memory of this app: it keeps the conversations it is given and reasons about the people in them.',
  'Use honcho_chat to ask what is known about the user, honcho_context for an overview before replying, honcho_search to find what the user said,',
  'and honcho_save_conclusion to remember a lasting fact the user shares (check honcho_search_conclusions first to avoid duplicates).',
  'When workspace tools are offered, workspace_id may be omitted: the configured workspace is used.',
].join(' ');
