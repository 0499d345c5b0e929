/**
 * Test support, installed for every jsdom test by jest/setup.ts: jsdom opens `<details>` from
 * its summary but knows no `name` groups. This stand-in closes the others of a group when one
 * opens, as browsers do (the shared Accordion keeps one panel open that way).
 */
export function installDetailsStandIn(): void {
  if (typeof document === 'undefined') return; // a test in the node environment
  document.addEventListener(
    'toggle',
    (event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open) return;
      const name = opened.getAttribute('name');
      if (!name) return;
      for (const other of document.querySelectorAll<HTMLDetailsElement>('details[name]')) {
        if (other !== opened && other.getAttribute('name') === name) other.open = false;
      }
    },
    true,
  );
}
