// The registry's side of a release. `npm publish --dry-run` is not enough on its own: with the
// `--tag latest` that `changeset publish` passes, npm's dry run accepts a version lower than the
// published ones (it refuses that only when the tag is implied), and `changeset publish` itself
// skips a version the registry already has instead of failing. So the next version of each
// package is checked against what the registry holds: new, and above every published version.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

let registryUrl: Promise<string> | undefined;

/** The registry npm is configured to publish to (`npm config get registry`), asked once. */
export function registry(): Promise<string> {
  registryUrl ??= run('npm', ['config', 'get', 'registry'], { timeout: 30_000, env: { ...process.env, npm_config_update_notifier: 'false' } }).then(({ stdout }) => stdout.trim().replace(/\/?$/, '/'));
  return registryUrl;
}

/**
 * Every version the registry holds for `name` (none when the name is free), from its abbreviated
 * metadata: what `npm view <name> versions` prints, in one request rather than one npm process each.
 */
export async function publishedVersions(name: string): Promise<string[]> {
  const url = `${await registry()}${name.replace('/', '%2f')}`;
  const response = await fetch(url, { headers: { accept: 'application/vnd.npm.install-v1+json' }, signal: AbortSignal.timeout(20_000) }).catch((error: unknown) => {
    throw new Error(`could not ask the registry about ${name} (${url}): ${String(error)}`);
  });
  if (response.status === 404) return [];
  if (!response.ok) throw new Error(`the registry answered ${response.status} for ${name} (${url}): ${(await response.text()).slice(0, 500)}`);
  const packument = (await response.json()) as { versions?: Record<string, unknown> };
  return Object.keys(packument.versions ?? {});
}

const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

/** Semver precedence of two versions: negative when `a` is lower, 0 when equal, positive when higher. */
export function compareVersions(a: string, b: string): number {
  const left = SEMVER.exec(a);
  const right = SEMVER.exec(b);
  if (!left || !right) throw new Error(`not a semver version: ${left ? b : a}`);
  for (let index = 1; index <= 3; index += 1) {
    const difference = Number(left[index]) - Number(right[index]);
    if (difference !== 0) return difference;
  }
  const [leftPre, rightPre] = [left[4], right[4]];
  // A release is above its prereleases.
  if (leftPre === undefined || rightPre === undefined) return leftPre === rightPre ? 0 : leftPre === undefined ? 1 : -1;
  const leftParts = leftPre.split('.');
  const rightParts = rightPre.split('.');
  for (let index = 0; index < Math.max(leftParts.length, rightParts.length); index += 1) {
    const [x, y] = [leftParts[index], rightParts[index]];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    const [xNumeric, yNumeric] = [/^\d+$/.test(x), /^\d+$/.test(y)];
    if (xNumeric && yNumeric) return Number(x) - Number(y);
    if (xNumeric !== yNumeric) return xNumeric ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * Why the registry would refuse `name@version` or could serve it as something it is not, or
 * undefined when the version is new and above every published one.
 */
export function nextVersionProblem(name: string, version: string, published: readonly string[]): string | undefined {
  if (published.includes(version)) {
    return `${name}@${version} is already published: npm refuses to publish over it, and \`changeset publish\` would skip the package without a word`;
  }
  const highest = [...published].sort(compareVersions).at(-1);
  if (highest !== undefined && compareVersions(version, highest) < 0) {
    return `${name}@${version} is lower than the published ${name}@${highest}: npm refuses it unless a tag is given, and with \`--tag latest\` (which \`changeset publish\` passes) it would move \`latest\` below ${highest}`;
  }
  return undefined;
}

/** One package of the release plan, as `releaseProblem` judges it. */
export interface PlannedRelease {
  readonly name: string;
  /** The version in the checkout. */
  readonly currentVersion: string;
  /** The version after the pending changesets (the same when none names the package). */
  readonly nextVersion: string;
  /** The package's CHANGELOG.md in the checkout ('' when it has none): the versions this repo released. */
  readonly changelog: string;
  /** What the registry holds for the name. */
  readonly published: readonly string[];
}

/**
 * Why this package's part of the next release is wrong, or undefined. A package that no pending
 * changeset names keeps its version, and `changeset publish` skips it when the registry has it.
 * That is right after this repo released that version (its changelog has the heading), and wrong
 * when someone else published it: the sdk's 2.5.0 on the registry is the SDK this repo replaces.
 */
export function releaseProblem(plan: PlannedRelease): string | undefined {
  if (plan.nextVersion === plan.currentVersion && plan.published.includes(plan.currentVersion)) {
    const releasedHere = new RegExp(`^## ${plan.currentVersion.replaceAll('.', '\\.')}\\s*$`, 'm').test(plan.changelog);
    return releasedHere
      ? undefined
      : `${plan.name}@${plan.currentVersion} is on the registry but is not a release of this repo (its CHANGELOG.md has no "## ${plan.currentVersion}"), and no pending changeset takes the package above it: \`changeset publish\` would skip it without a word`;
  }
  return nextVersionProblem(plan.name, plan.nextVersion, plan.published);
}
