// @honcho-ai/cli: the `honcho` command (doctor, config), and its checks as a library. Node only.
export { createProgram, runCli, type ProgramIO } from './cli/program.js';
export { renderConfig } from './config/render-config.js';
export { STATUS_MARKS, type CheckStatus, type DoctorCheck } from './doctor/doctor-check.js';
export { describeScope, keyScope, type KeyScope } from './doctor/jwt-claims.js';
export { renderCheck, renderVerdict, reportJson } from './doctor/render-report.js';
export { DEFAULT_DOCTOR_TIMEOUT_MS, DEFAULT_QUEUE_SECONDS, runDoctor, type DoctorOptions, type DoctorReport } from './doctor/run-doctor.js';
export { VERSION } from './version.js';
