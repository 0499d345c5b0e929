import { laterHintsId } from '@harmoni/shared/routes';
import { insertLaterHints, LATER_HINTS_ID } from './laterHints';

const LATER =
  '<link rel="preload" href="/static/js/async/lib-react.js" as="script" fetchpriority="low">' +
  '<link rel="preload" href="http://localhost:3001/assets/docs/lesson.txt" as="fetch" crossorigin="anonymous">';

describe('the page’s later hints', () => {
  beforeEach(() => {
    document.head.innerHTML = `<link rel="preload" href="/hero.webp" as="image" fetchpriority="high"><template id="${laterHintsId}">${LATER}</template>`;
  });

  it('are found under the id the server writes', () => {
    expect(LATER_HINTS_ID).toBe(laterHintsId);
  });

  it('stay inert in their template until moved', () => {
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });

  it('move into the head with every attribute, and their template goes', () => {
    insertLaterHints(document);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => link.outerHTML)).toEqual([
      '<link rel="preload" href="/hero.webp" as="image" fetchpriority="high">',
      ...LATER.split(/(?=<link)/),
    ]);
    expect(document.getElementById(laterHintsId)).toBeNull();
  });

  it('move once: a second call adds nothing', () => {
    insertLaterHints(document);
    insertLaterHints(document);
    expect(document.head.querySelectorAll('link')).toHaveLength(3);
  });

  it('leave a page without any untouched', () => {
    document.head.innerHTML = '<link rel="preload" href="/static/js/async/4.js" as="script">';
    insertLaterHints(document);
    expect(document.head.innerHTML).toBe(
      '<link rel="preload" href="/static/js/async/4.js" as="script">',
    );
  });
});
