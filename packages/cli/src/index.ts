// @honcho-ai/cli: the `honcho` command (init, doctor, config, import), and its checks and importers as a library. Node only.
export { createProgram, runCli, type ProgramIO } from './cli/program.js';
export { renderConfig } from './config/render-config.js';
export { STATUS_MARKS, type CheckStatus, type DoctorCheck } from './doctor/doctor-check.js';
export { describeScope, keyScope, type KeyScope } from './doctor/jwt-claims.js';
export { renderCheck, renderVerdict, reportJson } from './doctor/render-report.js';
export { DEFAULT_DOCTOR_TIMEOUT_MS, DEFAULT_QUEUE_SECONDS, runDoctor, type DoctorOptions, type DoctorReport } from './doctor/run-doctor.js';
export { type PromptStreams } from './init/ask-init-settings.js';
export { type InitSettings } from './init/init-settings.js';
export { ConfigWriteRefusedError, writeConfigFile, type ConfigWrite, type ConfigWriteRefusal, type WriteConfigFileOptions } from './init/write-config-file.js';
export { readChatGptExport } from './import/chatgpt-export.js';
export { readClaudeExport } from './import/claude-export.js';
export { ImportInputError, type ImportedConversation, type ImportedMessage, type ImportInputLocation } from './import/imported-conversation.js';
export { readJsonlHistory } from './import/jsonl-history.js';
export { planImport, type ImportFormat, type ImportPeers, type ImportPlan, type PlannedSession } from './import/plan-import.js';
export { progressLine } from './import/progress-line.js';
export { readExport, type ReadExport } from './import/read-export.js';
export { runImport, type ImportProgress, type RunImportOptions } from './import/run-import.js';
export { VERSION } from './version.js';
