/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageStyleFiles, readPageStyles } from './pageStyles';

const contactDir = join(__dirname, '../../..');

describe("the enquiry page's styles", () => {
  it("come from the site's own style files, without their imports", () => {
    const css = readPageStyles({ contactDir });
    expect(css).toContain('--color-primary');
    expect(css).toContain(readFileSync(join(__dirname, 'enquiryPage.css'), 'utf8').trim());
    expect(css).not.toMatch(/@import/);
  });

  it('come from the copies beside a compiled server, the same rules', () => {
    const copies = mkdtempSync(join(tmpdir(), 'page-styles-'));
    try {
      for (const [name, source] of Object.entries(pageStyleFiles)) {
        writeFileSync(join(copies, name), readFileSync(join(contactDir, source)));
      }
      expect(readPageStyles({ copiesDir: copies })).toBe(readPageStyles({ contactDir }));
    } finally {
      rmSync(copies, { recursive: true, force: true });
    }
  });
});
