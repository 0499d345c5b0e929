import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.2 AA rule sets the site is held to. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] as const;

/**
 * Frames drawn by third parties (video players, the map): their insides are not ours to fix.
 * The frame elements themselves (their titles) stay in the scan.
 */
const thirdPartyFrames = [
  'iframe[src*="youtube"]',
  'iframe[src*="vimeo"]',
  'iframe[src*="google.com/maps"]',
  'iframe[src*="openstreetmap"]',
];

/** One line per failing node, so a failed assertion says what to fix and where. */
export interface AxeFinding {
  rule: string;
  impact: string | null | undefined;
  target: string;
  summary: string;
}

/** Runs axe over the page as it is now and lists every WCAG 2.2 AA violation. */
export async function wcagViolations(page: Page): Promise<AxeFinding[]> {
  let builder = new AxeBuilder({ page }).withTags([...wcagTags]);
  for (const selector of thirdPartyFrames) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      rule: violation.id,
      impact: node.impact,
      target: node.target.join(' '),
      summary: node.failureSummary ?? violation.help,
    })),
  );
}

/** The page's own content has drawn: its main heading shows and no region is still loading. */
export async function waitForContent(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('status')).toHaveCount(0);
  // the start-up loader has faded and left the page
  await expect(page.locator('#page-loader')).toHaveCount(0);
}
