/**
 * `npm run content:check -w <remote> [-- --root <folder> | --url <release URL>]`: the remote's
 * content check (contentCheck.ts) from the command line. Prints each problem on a line of its
 * own ('  - '), and exits 1 when there is one; `npm run release` reads those lines.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  checkContent,
  folderReader,
  urlReader,
  type ContentCatalog,
  type ContentReport,
} from './contentCheck';

/** The public path the catalog's resources are made with while it runs: none of them is fetched. */
export const checkBase = 'http://content-check.invalid/';

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

export function reportText(workspace: string, where: string, report: ContentReport): string {
  const { checked, problems, unread } = report;
  const lines = [
    `${workspace}: ${counted(checked.length, 'content file')} checked in ${where}, ${
      problems.length === 0 ? 'no problems' : `${counted(problems.length, 'problem')}:`
    }`,
    ...problems.map((problem) => `  - ${problem}`),
  ];
  if (unread.length > 0) lines.push(`Read by no page, so not checked: ${unread.join(', ')}`);
  return lines.join('\n');
}

/** Runs the check as its arguments say; resolves to the exit code. */
export async function runContentCheck({
  workspace,
  catalog,
  argv,
  cwd = process.cwd(),
}: {
  workspace: string;
  /** imported only once the public path is set: the resources' URLs are made at import */
  catalog: () => Promise<ContentCatalog>;
  argv: string[];
  cwd?: string;
}): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { root: { type: 'string' }, url: { type: 'string' } },
    strict: true,
  });
  if (values.root !== undefined && values.url !== undefined) {
    throw new Error('Check a folder (--root) or a served release (--url), not both');
  }
  (globalThis as { __webpack_public_path__?: string }).__webpack_public_path__ = checkBase;
  const root = resolve(cwd, values.root ?? 'public');
  const reader = values.url !== undefined ? urlReader(values.url) : folderReader(root);
  const report = await checkContent(await catalog(), reader, checkBase);
  console.log(reportText(workspace, values.url ?? root, report));
  return report.problems.length === 0 ? 0 : 1;
}
