import { installLinkPrefetch, prefetchTarget } from './linkPrefetch';

const origin = 'http://localhost';

describe('prefetchTarget', () => {
  it.each([
    ['/contact?instrument=piano', 'contact/ContactPage'],
    ['/lesson/violin', 'lessons/LessonPage'],
    ['http://localhost/gallery/photo', 'gallery/AlbumListPage'],
  ])('%s warms %s', (href, moduleId) => {
    expect(prefetchTarget(href, origin)).toBe(moduleId);
  });

  it.each([['/'], ['https://wa.me/60123456789'], ['/no-such-page'], ['mailto:hi@example.com']])(
    'leaves %s alone',
    (href) => {
      expect(prefetchTarget(href, origin)).toBeUndefined();
    },
  );
});

describe('installLinkPrefetch', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function links() {
    document.body.innerHTML =
      '<a href="/contact">Contact <span>us</span></a><a href="/about/faq">FAQ</a><a href="/">Home</a>';
    return Array.from(document.querySelectorAll('a'));
  }

  it('warms the route’s module when a link is pointed at or focused, once each', async () => {
    const prefetch = jest.fn(() => Promise.resolve());
    const uninstall = installLinkPrefetch(document, prefetch);
    const [contact, faq, home] = links();
    contact?.querySelector('span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    contact?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    faq?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    home?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await Promise.resolve();
    expect(prefetch.mock.calls).toEqual([['contact/ContactPage'], ['about/FaqPage']]);
    uninstall();
    faq?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('tries again after a failed warm-up', async () => {
    const prefetch = jest.fn(() => Promise.reject(new Error('down')));
    const uninstall = installLinkPrefetch(document, prefetch);
    const [contact] = links();
    contact?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    contact?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetch).toHaveBeenCalledTimes(2);
    uninstall();
  });

  it('fetches nothing until a link is approached', () => {
    const prefetch = jest.fn(() => Promise.resolve());
    const uninstall = installLinkPrefetch(document, prefetch);
    links();
    expect(prefetch).not.toHaveBeenCalled();
    uninstall();
  });
});
