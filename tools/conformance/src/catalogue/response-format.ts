import {
  INVALID_SCHEMA_CASES,
  VALID_SCHEMA_CASES,
  wireSchemaOf,
} from '../../../../packages/core/src/schema/test-support/server-schema-cases.js';
import type { Exchange, ExchangeGroup, JsonValue, ServerDefect } from '../exchange.js';
import { detailAnswer, id, post, quietWorkspace, serverDefect, workspacePath } from './builders.js';

const W = workspacePath('rf');
const CHAT = `${W}/peers/${id('alice')}/chat`;
const QUERY = 'Describe Alice in the requested format.';

/** Cases of the schema table whose server answer is a defect, by case name. */
const SERVER_DEFECTS: Readonly<Record<string, ServerDefect>> = {
  'a type that is an object makes the server fail': serverDefect(
    'a 500 for a `type` that is an object, where a schema it cannot read is otherwise a 422',
    { status: 500 },
    detailAnswer(422, 'Invalid response_format: type must be a type name, not an object, at properties.a'),
  ),
};

/**
 * Structured output: every schema of the table `checkServerSchema` is tested with (core's
 * `test-support/server-schema-cases.ts`), sent as `response_format`. Accepted cases send what a
 * client sends (converted and prepared); refused ones send the converted schema the checker
 * refuses, so the server's answer shows whether the checker predicts it.
 */
export async function responseFormatGroup(): Promise<ExchangeGroup> {
  const exchanges: Exchange[] = [
    quietWorkspace('rf'),
    post('setup: session', `${W}/sessions`, { id: id('s1'), peers: { [id('alice')]: {} } }),
  ];
  for (const [verdict, cases] of [['accepted', VALID_SCHEMA_CASES], ['refused', INVALID_SCHEMA_CASES]] as const) {
    for (const schemaCase of cases) {
      const schema = await wireSchemaOf(schemaCase);
      if (schema === undefined) continue; // no JSON form: nothing reaches a server
      const divergence = SERVER_DEFECTS[schemaCase.name];
      exchanges.push(
        post(`${verdict}: ${schemaCase.source}: ${schemaCase.name}`, CHAT, { query: QUERY, response_format: schema as JsonValue }, {
          text: ['content'],
          ...(divergence !== undefined && { divergence }),
        }),
      );
    }
  }
  const first = await wireSchemaOf(VALID_SCHEMA_CASES.find((c) => c.source === 'json') ?? VALID_SCHEMA_CASES[0]!);
  exchanges.push(
    post('streamed: accepted schema', CHAT, { query: QUERY, stream: true, response_format: (first ?? { type: 'object' }) as JsonValue }),
    post('streamed: refused schema', CHAT, { query: QUERY, stream: true, response_format: { type: 'array', items: { type: 'string' } } }),
    post('empty object schema', CHAT, { query: QUERY, response_format: {} }, { text: ['content'] }),
    post('null response_format', CHAT, { query: QUERY, response_format: null }, { text: ['content'] }),
  );
  return {
    name: 'response-format',
    description: 'response_format accepted and refused, one exchange per schema of the checkServerSchema case table, plus streamed structured output.',
    exchanges,
  };
}
