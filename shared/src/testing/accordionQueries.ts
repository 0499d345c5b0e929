import { within } from '@testing-library/react';

/**
 * Test support for pages with the shared Accordion: its controls are `<summary>` elements,
 * which have no role of their own to query by, so they are found by their panel's title.
 */
export function panelSummary(title: string, container: HTMLElement = document.body): HTMLElement {
  const summary = within(container).getByRole('heading', { name: title }).closest('summary');
  if (!summary) throw new Error(`no accordion panel titled ${title}`);
  return summary;
}

/** Every panel summary in the container, in order. */
export function panelSummaries(container: ParentNode = document): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('details > summary'));
}

/** Whether the panel a summary belongs to is open. */
export function panelOpen(summary: HTMLElement): boolean {
  const details = summary.parentElement;
  return details instanceof HTMLDetailsElement && details.open;
}
