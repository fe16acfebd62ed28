// TRANSITIONAL: the configuration rules are the specs of configuration-specs.ts; these names go once every caller checks with them.
import { inputIssues, type InputIssue } from '@honcho-ai/sdk-core';
import { messageConfigSpec, peerConfigSpec, sessionConfigSpec, sessionPeerConfigSpec, workspaceConfigSpec } from './configuration-specs.js';

type Checker = (value: unknown, path: string) => InputIssue[];
export const workspaceConfigIssues: Checker = (value, path) => inputIssues(workspaceConfigSpec, value, path);
export const sessionConfigIssues: Checker = (value, path) => inputIssues(sessionConfigSpec, value, path);
export const peerConfigIssues: Checker = (value, path) => inputIssues(peerConfigSpec, value, path);
export const sessionPeerConfigIssues: Checker = (value, path) => inputIssues(sessionPeerConfigSpec, value, path);
export const messageConfigIssues: Checker = (value, path) => inputIssues(messageConfigSpec, value, path);
