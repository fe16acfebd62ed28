// The suites import the built packages (what users install), through relative
// paths: tests/ is not a workspace member, and one copy of each package keeps
// `isInstance` and module state consistent with what the packages import.
export * as sdk from '../../packages/sdk/dist/index.js';
export * as core from '../../packages/core/dist/index.js';
export * as aiSdk from '../../packages/ai-sdk/dist/index.js';
export * as compat from '../../packages/openai-compat/dist/index.js';
export * as testing from '../../packages/testing/dist/index.js';
export * as testingNode from '../../packages/testing/dist/node/index.js';
