import { describe, expect, it } from 'vitest';
import { chooseAssistant, type MemberObservation } from './assistant-choice.js';

const member = (id: string, observeMe: boolean | null, observeOthers: boolean | null, peerObserveMe: boolean | null = null): MemberObservation => ({ id, observeMe, observeOthers, peerObserveMe });

describe('chooseAssistant', () => {
  it('takes the peer asked for', () => {
    expect(chooseAssistant([member('alice', null, null)], 'bot')).toEqual({ peerId: 'bot', reason: 'asked' });
  });

  it('takes the member whose session configuration observes the others and not itself, wherever it is listed', () => {
    expect(chooseAssistant([member('alice', true, false), member('bot', false, true)])).toEqual({ peerId: 'bot', reason: 'session-config' });
  });

  it('takes the only member the session does not observe', () => {
    expect(chooseAssistant([member('alice', null, null), member('bot', false, null)])).toEqual({ peerId: 'bot', reason: 'session-config' });
  });

  it('falls back to the peer configured not to be observed', () => {
    expect(chooseAssistant([member('alice', null, null), member('assistant', null, null, false)])).toEqual({ peerId: 'assistant', reason: 'peer-config' });
  });

  it('falls back to the first member, and says so, when nothing marks an assistant; null without members', () => {
    expect(chooseAssistant([member('alice', null, null), member('bob', null, null)])).toEqual({ peerId: 'alice', reason: 'first-member' });
    expect(chooseAssistant([])).toBeNull();
  });
});
