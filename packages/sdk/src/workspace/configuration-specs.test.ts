import { describe, expect, it } from 'vitest';
import { inputIssues, type InputSpec } from '@honcho-ai/sdk-core';
import { messageConfigSpec, peerConfigSpec, sessionPeerConfigSpec, workspaceConfigSpec } from './configuration-specs.js';

const issuesOf = (spec: InputSpec<unknown>) => (value: unknown, path: string) => inputIssues(spec, value, path);
const workspaceConfigIssues = issuesOf(workspaceConfigSpec);
const peerConfigIssues = issuesOf(peerConfigSpec);
const sessionPeerConfigIssues = issuesOf(sessionPeerConfigSpec);
const messageConfigIssues = issuesOf(messageConfigSpec);

describe('workspaceConfigIssues', () => {
  it('accepts every documented knob, nulls, and unknown keys (for newer servers)', () => {
    expect(
      workspaceConfigIssues(
        {
          reasoning: { enabled: true, customInstructions: 'Be brief' },
          peerCard: { use: true, create: null },
          summary: { enabled: true, messagesPerShortSummary: 10, messagesPerLongSummary: 20 },
          dream: null,
          futureKnob: { anything: 1 },
        },
        'configuration',
      ),
    ).toEqual([]);
    expect(workspaceConfigIssues(undefined, 'configuration')).toEqual([]);
  });

  it('names wrong types, bounds and the snake_case spelling of known keys', () => {
    const issues = workspaceConfigIssues(
      {
        reasoning: { enabled: 'yes', custom_instructions: 'x' },
        peer_card: { use: true },
        summary: { messagesPerShortSummary: 5, messagesPerLongSummary: 19.5 },
        dream: 'on',
      },
      'configuration',
    );
    expect(issues).toEqual([
      { path: 'configuration.reasoning.enabled', message: 'must be a boolean or null, got "yes"' },
      { path: 'configuration.reasoning.custom_instructions', message: 'is the wire spelling; use customInstructions' },
      { path: 'configuration.peer_card', message: 'is the wire spelling; use peerCard' },
      { path: 'configuration.summary.messagesPerShortSummary', message: 'must be at least 10 (got 5)' },
      { path: 'configuration.summary.messagesPerLongSummary', message: 'must be an integer, got number 19.5' },
      { path: 'configuration.dream', message: 'must be an object or null, got "on"' },
    ]);
  });

  it('requires the short summary interval to be below the long one', () => {
    expect(workspaceConfigIssues({ summary: { messagesPerShortSummary: 40, messagesPerLongSummary: 40 } }, 'c')[0]?.message).toContain(
      'must be less than messagesPerLongSummary',
    );
  });

  it('refuses a configuration that is not an object', () => {
    expect(workspaceConfigIssues([], 'configuration')[0]?.message).toBe('must be a plain object, got an array');
  });
});

describe('peer, session-peer and message configuration', () => {
  it('checks observeMe and observeOthers', () => {
    expect(peerConfigIssues({ observeMe: false }, 'c')).toEqual([]);
    expect(peerConfigIssues({ observe_me: false }, 'c')).toEqual([{ path: 'c.observe_me', message: 'is the wire spelling; use observeMe' }]);
    expect(sessionPeerConfigIssues({ observeMe: true, observeOthers: 1 }, 'c')[0]?.path).toBe('c.observeOthers');
  });

  it('allows a null message configuration, as 2.5 did', () => {
    expect(messageConfigIssues(null, 'c')).toEqual([]);
    expect(messageConfigIssues({ reasoning: { enabled: false } }, 'c')).toEqual([]);
    expect(messageConfigIssues({ reasoning: 'off' }, 'c')[0]?.path).toBe('c.reasoning');
  });
});
