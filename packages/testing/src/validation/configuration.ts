import type {
  MessageConfiguration,
  PeerConfiguration,
  SessionConfiguration,
  SessionPeerConfig,
  WorkspaceConfiguration,
} from '@honcho-ai/api-types';
import { anyObject, boolean, integer, nullable, object, optional, string, type Validator } from './validators.js';

// The configuration models as the server declares them: known sections are
// type-checked, unknown keys are kept (workspace, session and peer
// configuration allow extras). Nullable everywhere, as on the server.

const reasoning = () =>
  optional(nullable(object({ enabled: optional(nullable(boolean())), custom_instructions: optional(nullable(string())) })));
const peerCard = () => optional(nullable(object({ use: optional(nullable(boolean())), create: optional(nullable(boolean())) })));
const summary = () =>
  optional(
    nullable(
      object({
        enabled: optional(nullable(boolean())),
        messages_per_short_summary: optional(nullable(integer({ ge: 10 }))),
        messages_per_long_summary: optional(nullable(integer({ ge: 20 }))),
      }),
    ),
  );
const dream = () => optional(nullable(object({ enabled: optional(nullable(boolean())) })));

/** Strips keys whose value is `undefined`, so stored configuration round-trips as sent. */
function defined<T extends object>(validate: Validator<T>): Validator<T> {
  return (input, loc, issues) => {
    const value = validate(input, loc, issues);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined)) as T;
  };
}

/** `WorkspaceConfiguration`. */
export const workspaceConfiguration = (): Validator<WorkspaceConfiguration> =>
  defined(object({ reasoning: reasoning(), peer_card: peerCard(), summary: summary(), dream: dream() }, { extra: 'allow' })) as Validator<WorkspaceConfiguration>;

/** `SessionConfiguration`. */
export const sessionConfiguration = (): Validator<SessionConfiguration> =>
  defined(object({ reasoning: reasoning(), peer_card: peerCard(), summary: summary(), dream: dream() }, { extra: 'allow' })) as Validator<SessionConfiguration>;

/**
 * `PeerConfiguration`. The server declares it `dict[str, Any]` and stores it
 * as given: any object passes, `observe_me` included whatever its type
 * (`"sometimes"` is kept as is), and anything else is a `dict_type`.
 */
export const peerConfiguration = (): Validator<PeerConfiguration> => anyObject() as Validator<PeerConfiguration>;

/** `MessageConfiguration`. */
export const messageConfiguration = (): Validator<MessageConfiguration> =>
  defined(object({ reasoning: reasoning() })) as Validator<MessageConfiguration>;

/** `SessionPeerConfig`. */
export const sessionPeerConfig = (): Validator<SessionPeerConfig> =>
  defined(object({ observe_me: optional(nullable(boolean())), observe_others: optional(nullable(boolean())) })) as Validator<SessionPeerConfig>;
