import { describe, expect, it } from 'vitest';
import { Summary, type ToolPropertySchema } from '@honcho-ai/sdk';
import { summaryOutput } from './tool-outputs.js';
import { WORKSPACE_ID_FIELD } from './workspace-id-field.js';
import { workspaceTools } from './workspace-tools.js';

/** Every schema node below a tool's input, with its path, so each can be checked for a description. */
function* nodes(property: ToolPropertySchema, path: string): Generator<[string, ToolPropertySchema]> {
  yield [path, property];
  if ('anyOf' in property) {
    for (const [index, alternative] of property.anyOf.entries()) yield* nodes(alternative, `${path}|${index}`);
    return;
  }
  if (property.type === 'array') yield* nodes(property.items, `${path}[]`);
  if (property.type === 'object') for (const [name, field] of Object.entries(property.properties ?? {})) yield* nodes(field, `${path}.${name}`);
}

describe('workspaceTools', () => {
  const tools = workspaceTools();

  it('has 31 tools with unique names', () => {
    expect(tools).toHaveLength(31);
    expect(new Set(tools.map((tool) => tool.name)).size).toBe(31);
  });

  it('describes every field, nested ones included, for the model', () => {
    const undescribed = tools.flatMap((tool) =>
      Object.entries(tool.inputSchema.properties).flatMap(([name, property]) =>
        [...nodes(property, `${tool.name}.${name}`)].filter(([, node]) => node.description.trim().length < 3).map(([path]) => path),
      ),
    );
    expect(undescribed).toEqual([]);
  });

  it('gives every workspace-scoped tool the one shared, optional workspace_id field', () => {
    for (const tool of tools) {
      if (tool.name === 'list_workspaces') continue;
      expect(tool.inputSchema.properties.workspace_id, tool.name).toBe(WORKSPACE_ID_FIELD);
      expect(tool.inputSchema.required, tool.name).not.toContain('workspace_id');
    }
  });

  it('lists only fields the schema has as required', () => {
    for (const tool of tools) for (const name of tool.inputSchema.required) expect(Object.keys(tool.inputSchema.properties), tool.name).toContain(name);
  });

  it('hints no destructive or idempotent behaviour on tools that only read', () => {
    for (const tool of tools.filter((candidate) => candidate.annotations.readOnlyHint)) {
      expect(tool.annotations.destructiveHint, tool.name).toBeUndefined();
      expect(tool.annotations.idempotentHint, tool.name).toBeUndefined();
    }
  });
});

describe('summaryOutput', () => {
  it('spells a summary as the server does', () => {
    const summary = new Summary({ content: 'They planned a trip.', messageId: 'm-9', summaryType: 'short', createdAt: '2025-05-01T10:00:00Z', tokenCount: 5 });
    expect(summaryOutput(summary)).toEqual({ content: 'They planned a trip.', message_id: 'm-9', summary_type: 'short', created_at: '2025-05-01T10:00:00Z', token_count: 5 });
    expect(summaryOutput(null)).toBeNull();
  });
});
