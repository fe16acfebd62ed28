import { wrapMemoryBlock } from '@honcho-ai/sdk/integrations';
import { describe, expect, it } from 'vitest';
import type { PromptMessageLike } from '../language-model/language-model-types.js';
import { injectMemoryBlock } from './memory-block.js';

const user = (text: string): PromptMessageLike => ({ role: 'user', content: [{ type: 'text', text }] });
const system = (content: string): PromptMessageLike => ({ role: 'system', content });
const block = wrapMemoryBlock('memory');

describe('injectMemoryBlock', () => {
  it('adds the block as its own system message after the leading system messages, leaving them unchanged', () => {
    const prompt = [system('You are a chef.'), system('Be brief.'), user('Hi')];
    const result = injectMemoryBlock(prompt, block);
    expect(result).toEqual([system('You are a chef.'), system('Be brief.'), system('<honcho_memory>\nmemory\n</honcho_memory>'), user('Hi')]);
    expect(prompt).toHaveLength(3);
  });

  it('puts the block first when the prompt has no system message', () => {
    expect(injectMemoryBlock([user('Hi')], block)[0]).toEqual(system('<honcho_memory>\nmemory\n</honcho_memory>'));
  });

  it('replaces a block from an earlier pass instead of adding a second one', () => {
    const once = injectMemoryBlock([system('Base.'), user('Hi')], wrapMemoryBlock('old memory'));
    const twice = injectMemoryBlock(once, wrapMemoryBlock('new memory'));
    expect(twice).toEqual([system('Base.'), system('<honcho_memory>\nnew memory\n</honcho_memory>'), user('Hi')]);
  });

  it('removes a block embedded in a developer system prompt and keeps the rest of it', () => {
    const prompt = [system(`You are helpful.\n\n${wrapMemoryBlock('stale')}\n\nAnswer in French.`), user('Hi')];
    const result = injectMemoryBlock(prompt, undefined);
    expect(result).toEqual([system('You are helpful.\n\nAnswer in French.'), user('Hi')]);
  });

  it('injects nothing without a block, but still removes stale blocks', () => {
    expect(injectMemoryBlock([system(wrapMemoryBlock('stale')), user('Hi')], undefined)).toEqual([user('Hi')]);
  });

  it('keeps other fields of a cleaned system message, such as provider options', () => {
    const withOptions = { role: 'system', content: `Base.\n${wrapMemoryBlock('x')}`, providerOptions: { anthropic: { cacheControl: { type: 'ephemeral' } } } };
    expect(injectMemoryBlock([withOptions], undefined)).toEqual([{ ...withOptions, content: 'Base.' }]);
  });
});
