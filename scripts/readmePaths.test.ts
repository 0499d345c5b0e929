/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const repoRoot = join(__dirname, '..');
const readmes = ['README.md', 'bench/README.md', 'mf-contact/README.md', 'mf-gallery/README.md'];

/** Paths a README names in backticks under one of the repository's own folders. */
const NAMED_PATH =
  /`((?:\.ci|bench|e2e|jest|mf-about|mf-contact|mf-gallery|mf-lessons|scripts|serve|shared|shell)\/[^`\s]+)`/g;
/** What a build or a run makes, and patterns rather than files. */
const NOT_IN_GIT =
  /(^|\/)(dist|dist-single|data|results|node_modules)(\/|$)|registry\.json$|[[\]{}<>*…]/;

describe('the READMEs', () => {
  // a workspace's README may name its own files from its own folder
  it.each(readmes)('%s names only files and folders that exist', (readme) => {
    const own = join(repoRoot, dirname(readme));
    const text = readFileSync(join(repoRoot, readme), 'utf8');
    const named = [...text.matchAll(NAMED_PATH)]
      .map((match) => (match[1] ?? '').replace(/:\d+(-\d+)?$/, '').replace(/[.,;:]$/, ''))
      .filter((path) => !NOT_IN_GIT.test(path));
    expect(named.length).toBeGreaterThan(0);
    expect(
      named.filter((path) => !existsSync(join(repoRoot, path)) && !existsSync(join(own, path))),
    ).toEqual([]);
  });
});
