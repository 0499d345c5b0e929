/** @jest-environment node */
import { join } from 'node:path';
import { checkCommitted } from '@harmoni/tooling/contentCheck';
import { contentCatalog } from './contentCatalog';

it("passes mf-lessons's committed content, every file of it read by a page", async () => {
  const report = await checkCommitted(contentCatalog, join(__dirname, '..', 'public'));
  expect(report).toEqual({ checked: expect.any(Array), problems: [], unread: [] });
  expect(report.checked.length).toBeGreaterThan(0);
});
