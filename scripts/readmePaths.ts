/**
 * The paths a README names, so a test can check that each one exists. A README names a path in
 * backticks (`shell/src/app/App.tsx`, from the repository's root or its own folder) or links to
 * it ([releases](docs/releases.md), relative to its own folder, as Markdown reads links).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

export const repoRoot = join(__dirname, '..');

/**
 * The repository's top folders a backticked path may start with, today's and planned ones. Not
 * `docs`: a remote's README names its content as `docs/event.txt` (under `public/assets/`), so the
 * documents are checked through their links.
 */
const TOP_FOLDERS = [
  '.ci',
  'bench',
  'e2e',
  'jest',
  'mf-about',
  'mf-contact',
  'mf-gallery',
  'mf-lessons',
  'scripts',
  'serve',
  'shared',
  'shell',
  'testing',
  'tooling',
];
const BACKTICKED_PATH = new RegExp(
  '`((?:' + TOP_FOLDERS.map((folder) => folder.replace('.', '\\.')).join('|') + ')/[^`\\s]+)`',
  'g',
);
/** `[text](target)`; images too. */
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
/** What a build or a run makes, and patterns rather than files. */
const NOT_IN_GIT =
  /(^|\/)(dist|dist-single|dist-server|data|results|node_modules|artifacts|releases)(\/|$)|registry\.json$|[[\]{}<>*…]/;

export interface NamedPath {
  /** as the README spells it */
  named: string;
  /** the places it may be, relative to the repository's root */
  candidates: string[];
}

function tidy(path: string): string {
  return path.replace(/:\d+(-\d+)?$/, '').replace(/[.,;:]$/, '');
}

/** Every path the text names; `readme` is the file's path relative to the repository's root. */
export function namedPaths(readme: string, text: string): NamedPath[] {
  const own = dirname(readme);
  const backticked = [...text.matchAll(BACKTICKED_PATH)]
    .map((match) => tidy(match[1] ?? ''))
    .filter((path) => !NOT_IN_GIT.test(path))
    .map((path) => ({ named: path, candidates: [normalize(path), normalize(join(own, path))] }));
  const linked = [...text.matchAll(MARKDOWN_LINK)]
    .map((match) => (match[1] ?? '').replace(/#.*$/, ''))
    .filter((target) => target !== '' && !/^[a-z][a-z+.-]*:/i.test(target))
    .map((target) => ({ named: target, candidates: [normalize(join(own, target))] }));
  return [...backticked, ...linked];
}

/** The named paths that exist nowhere they may be. */
export function missingPaths(readme: string, text: string, root: string = repoRoot): string[] {
  return namedPaths(readme, text)
    .filter(({ candidates }) => !candidates.some((candidate) => existsSync(join(root, candidate))))
    .map(({ named }) => named);
}

/** The Markdown files inside the repository that the text links to. */
export function linkedDocs(readme: string, text: string): string[] {
  return namedPaths(readme, text)
    .filter(({ named }) => named.endsWith('.md'))
    .map(({ candidates }) => candidates.find((candidate) => existsSync(join(repoRoot, candidate))))
    .filter(
      (path): path is string =>
        path !== undefined && !relative(repoRoot, join(repoRoot, path)).startsWith('..'),
    );
}

/** `README.md` and every document reached from it by links, each once. */
export function documentsFrom(start: string): string[] {
  const found = new Set<string>([start]);
  const queue = [start];
  for (let readme = queue.shift(); readme !== undefined; readme = queue.shift()) {
    for (const doc of linkedDocs(readme, readFileSync(join(repoRoot, readme), 'utf8'))) {
      if (!found.has(doc)) {
        found.add(doc);
        queue.push(doc);
      }
    }
  }
  return [...found];
}
