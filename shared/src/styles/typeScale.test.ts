/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromRepoRoot, siteSourceFiles, siteWorkspaces } from '../testing/siteSources';

/** Every style sheet of every front-end workspace, by its path from the repository's root. */
const sheets: Record<string, string> = Object.fromEntries(
  siteSourceFiles(/\.css$/).map((file) => [fromRepoRoot(file), readFileSync(file, 'utf8')]),
);

/** The one size of each hero and of the not-found page's code, too big for the scale. */
const heroSizes: Record<string, string> = {
  'shell/src/home/Banner.module.css': 'clamp(2.2rem, 6vw, 4rem)',
  'mf-lessons/src/lesson-page/LessonPage.module.css': 'clamp(2rem, 5vw, 3.4rem)',
  'shared/src/ui/NotFoundPage.module.css': '5rem',
};

const tokens = readFileSync(join(__dirname, 'tokens.css'), 'utf8');
const scale = new Set([...tokens.matchAll(/(--text-[a-z0-9-]+):/g)].map((match) => match[1]));

describe('the type scale', () => {
  it('finds the style sheets of every workspace', () => {
    for (const workspace of siteWorkspaces) {
      expect(Object.keys(sheets).some((file) => file.startsWith(`${workspace}/`))).toBe(true);
    }
    expect(scale.size).toBeGreaterThanOrEqual(6);
  });

  it.each(Object.keys(sheets))('%s sizes its text from the scale', (file) => {
    for (const [, value = ''] of (sheets[file] ?? '').matchAll(/font-size:\s*([^;]+);/g)) {
      if (value === heroSizes[file]) continue;
      const fromScale = [...value.matchAll(/var\((--text-[a-z0-9-]+)/g)].map((match) => match[1]);
      // 'inherit' takes the parent's size, which the scale gave
      expect(value === 'inherit' || fromScale.length > 0 ? 'from the scale' : value).toBe(
        'from the scale',
      );
      for (const name of fromScale) expect(scale).toContain(name);
    }
  });

  it('leaves form controls to take the page’s font, not the browser’s control font', () => {
    const base = sheets['shared/src/styles/base.css'] ?? '';
    expect(base).toMatch(
      /button,\s*input,\s*select,\s*textarea\s*{\s*font-family: inherit;\s*font-size: inherit;/,
    );
  });
});
