import { atLeast, describeValue, type InputSpec, isPlainObject, jsonValueIssues, rule, says, z } from '@honcho-ai/sdk-core';

// Configuration is camelCase in the SDK and snake_case on the wire. Keys the
// SDK does not know pass through (a newer server may know them), but a
// snake_case spelling of a key the SDK does know is refused with the right
// name: sent as-is it would be silently ignored, a mistake worth catching.
const CAMEL_NAMES: Readonly<Record<string, string>> = {
  peer_card: 'peerCard',
  custom_instructions: 'customInstructions',
  messages_per_short_summary: 'messagesPerShortSummary',
  messages_per_long_summary: 'messagesPerLongSummary',
  observe_me: 'observeMe',
  observe_others: 'observeOthers',
};

type Shape = Record<string, InputSpec<unknown>>;

const nullableBoolean = z.optional(z.nullable(z.boolean(says((value) => `must be a boolean or null, got ${describeValue(value)}`))));
const nullableString = z.optional(z.nullable(z.string(says((value) => `must be a string or null, got ${describeValue(value)}`))));
const nullableInteger = (min: number): InputSpec<number | null | undefined> => z.optional(z.nullable(atLeast(min)));

/** The shape, with a rule after each known key for its wire spelling: present, it is refused with the SDK's name. */
function withWireSpellings(shape: Shape): Shape {
  const wireNames = Object.fromEntries(Object.entries(CAMEL_NAMES).map(([wire, camel]) => [camel, wire]));
  const withSpellings: Shape = {};
  for (const [key, spec] of Object.entries(shape)) {
    withSpellings[key] = spec;
    const wire = wireNames[key];
    if (wire !== undefined) withSpellings[wire] = z.optional(z.custom(() => false, says(() => `is the wire spelling; use ${key}`)));
  }
  return withSpellings;
}

/** A section of a configuration: an object or null, with rules for the keys it knows. */
function section(shape: Shape): InputSpec<Record<string, unknown> | null | undefined> {
  return z.optional(z.nullable(z.looseObject(withWireSpellings(shape), says((value) => `must be an object or null, got ${describeValue(value)}`))));
}

/** A whole configuration: a plain object of JSON data (unknown keys pass through to the server) with rules for the sections it knows. */
function topLevel(shape: Shape): InputSpec<Record<string, unknown> | undefined> {
  const plainJson = rule((value, path) =>
    isPlainObject(value) ? jsonValueIssues(value, path) : [{ path, message: `must be a plain object, got ${describeValue(value)}` }],
  );
  return z.optional(z.pipe(plainJson, z.looseObject(withWireSpellings(shape)))) as unknown as InputSpec<Record<string, unknown> | undefined>;
}

const reasoning = section({ enabled: nullableBoolean, customInstructions: nullableString });
const peerCard = section({ use: nullableBoolean, create: nullableBoolean });
const summary = section({
  enabled: nullableBoolean,
  messagesPerShortSummary: nullableInteger(10),
  messagesPerLongSummary: nullableInteger(20),
}).check(
  z.superRefine((value: Record<string, unknown> | null | undefined, context) => {
    const short = value?.messagesPerShortSummary;
    const long = value?.messagesPerLongSummary;
    if (typeof short === 'number' && typeof long === 'number' && short >= long) {
      context.addIssue({ code: 'custom', path: ['messagesPerShortSummary'], input: short, message: `must be less than messagesPerLongSummary (${short} >= ${long})` });
    }
  }),
);
const dream = section({ enabled: nullableBoolean });

/** A workspace or session configuration (`reasoning`, `peerCard`, `summary`, `dream`), checked as the server would. @internal */
export const workspaceConfigSpec = topLevel({ reasoning, peerCard, summary, dream });

/** A session configuration: the same knobs as a workspace's. @internal */
export const sessionConfigSpec = workspaceConfigSpec;

/** A peer configuration (`observeMe`). @internal */
export const peerConfigSpec = topLevel({ observeMe: nullableBoolean });

/** A per-session peer configuration (`observeMe`, `observeOthers`). @internal */
export const sessionPeerConfigSpec = topLevel({ observeMe: nullableBoolean, observeOthers: nullableBoolean });

/** A message configuration (`reasoning`); `null` is allowed, as in 2.5. @internal */
export const messageConfigSpec = z.nullable(topLevel({ reasoning }));
