import type { Page } from '@honcho-ai/sdk-core';
import { type CallOptions, requestOptions } from '../internal/call-options.js';
import type { WorkspaceContext } from '../internal/workspace-context.js';
import { InputIssues } from '../validation/input-issues.js';
import { Conclusion, type ConclusionResponse } from './conclusion.js';
import { concurrencyIssues, conclusionIdIssues, conclusionIdListIssues, filterIssues, pageOptionIssues, readOptions } from './conclusion-inputs.js';
import type { WorkspaceConclusionListOptions } from './conclusion-options.js';
import { DEFAULT_PAGE_SIZE, fetchConclusion, type GetManyOptions, getManyConclusions, listConclusions } from './conclusion-requests.js';

/**
 * The bodies of the {@link WorkspaceConclusions} methods, loaded on first use
 * (internal/on-demand.ts).
 *
 * @internal
 */
export const workspaceConclusionsCalls = {
  async list(context: WorkspaceContext, options?: WorkspaceConclusionListOptions): Promise<Page<Conclusion, ConclusionResponse>> {
    const issues = new InputIssues();
    const opts = readOptions(options, 'options', issues);
    issues
      .addAll(pageOptionIssues(opts, 'options'))
      .addAll(filterIssues(opts.filters, 'options.filters'))
      .throwIfAny('Invalid conclusions.list() input');
    return listConclusions(
      context,
      { filters: opts.filters ?? undefined, page: opts.page ?? 1, size: opts.size ?? DEFAULT_PAGE_SIZE, reverse: opts.reverse },
      opts,
    );
  },

  async get(context: WorkspaceContext, conclusionId: string, options?: CallOptions): Promise<Conclusion> {
    const issues = new InputIssues().addAll(conclusionIdIssues(conclusionId, 'conclusionId'));
    const opts = readOptions(options, 'options', issues);
    issues.throwIfAny('Invalid conclusions.get() input');
    return Conclusion.fromApiResponse(await fetchConclusion(context, conclusionId, requestOptions(opts)));
  },

  async getMany(context: WorkspaceContext, conclusionIds: readonly string[], options?: GetManyOptions): Promise<Conclusion[]> {
    const issues = new InputIssues().addAll(conclusionIdListIssues(conclusionIds, 'conclusionIds'));
    const opts = readOptions(options, 'options', issues);
    issues.addAll(concurrencyIssues(opts.concurrency, 'options.concurrency')).throwIfAny('Invalid conclusions.getMany() input');
    return getManyConclusions(context, conclusionIds, {}, opts);
  },
};
