import { describeSource, type LoadedHonchoConfig } from '@honcho-ai/sdk/config';

/** `honcho config` as text: each value with its source (the key as `***`), the files looked for, and any warnings. */
export function renderConfig(config: LoadedHonchoConfig): string {
  const rows: [string, string, string][] = [
    ['baseURL', config.baseURL, describeSource(config.sources.baseURL)],
    ['apiKey', config.apiKey === undefined ? '(none)' : '***', describeSource(config.sources.apiKey)],
    ['workspaceId', config.workspaceId, describeSource(config.sources.workspaceId)],
  ];
  const name = Math.max(...rows.map(([label]) => label.length));
  const value = Math.max(...rows.map(([, shown]) => shown.length));
  const lines = rows.map(([label, shown, source]) => `${label.padEnd(name)}  ${shown.padEnd(value)}  ${source}`);
  if (config.host !== undefined) lines.push(`host block: hosts.${config.host}`);
  lines.push('', 'files, highest first:', ...config.files.map((file) => `  ${file.scope.padEnd(4)}  ${file.path}${file.found ? '' : '  (not found)'}`));
  if (config.warnings.length > 0) lines.push('', 'warnings:', ...config.warnings.map((warning) => `  ! ${warning}`));
  return lines.join('\n');
}
