import { laterHintsId } from '@harmoni/shared/pageMarkup';
import { insertLaterHints } from './laterHints';

const LATER =
  '<link rel="preload" href="/static/js/async/lib-react.js" as="script" fetchpriority="low">' +
  '<link rel="preload" href="http://localhost:3001/assets/docs/lesson.txt" as="fetch" crossorigin="anonymous">';

describe('the page’s later hints', () => {
  beforeEach(() => {
    document.head.innerHTML = `<link rel="preload" href="/hero.webp" as="image" fetchpriority="high"><template id="${laterHintsId}">${LATER}</template>`;
  });

  it('stay inert in their template until moved', () => {
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });

  it('move into the head with every attribute, and their template goes', async () => {
    await insertLaterHints(document);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => link.outerHTML)).toEqual([
      '<link rel="preload" href="/hero.webp" as="image" fetchpriority="high">',
      ...LATER.split(/(?=<link)/),
    ]);
    expect(document.getElementById(laterHintsId)).toBeNull();
  });

  it('go in one per task, in the server’s order', async () => {
    let resume: () => void = () => undefined;
    const pauses: string[] = [];
    const moving = insertLaterHints(document, () => {
      pauses.push(
        [...document.head.querySelectorAll('link')]
          .map((link) => link.getAttribute('href'))
          .join(' '),
      );
      return new Promise<void>((resolve) => (resume = resolve));
    });
    await Promise.resolve();
    // the first is in; the second waits for the next task
    expect(pauses).toEqual(['/hero.webp /static/js/async/lib-react.js']);
    expect(document.head.querySelectorAll('link')).toHaveLength(2);
    resume();
    await moving;
    expect(document.head.querySelectorAll('link')).toHaveLength(3);
    expect(document.head.lastElementChild?.getAttribute('href')).toBe(
      'http://localhost:3001/assets/docs/lesson.txt',
    );
  });

  it('move once: a second call adds nothing', async () => {
    await insertLaterHints(document);
    await insertLaterHints(document);
    expect(document.head.querySelectorAll('link')).toHaveLength(3);
  });

  it('leave a page without any untouched', async () => {
    document.head.innerHTML = '<link rel="preload" href="/static/js/async/4.js" as="script">';
    await insertLaterHints(document);
    expect(document.head.innerHTML).toBe(
      '<link rel="preload" href="/static/js/async/4.js" as="script">',
    );
  });
});
