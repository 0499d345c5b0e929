/** @jest-environment node */
import { checkRegion, type RegionAsked } from './regionCheck';

const asked: RegionAsked = {
  remote: 'gallery',
  baseUrl: 'https://cdn.example/gallery/2.0.0-abc/',
  moduleId: 'gallery/AlbumPage',
  services: [],
};
const answer = (over: Record<string, unknown> = {}, facts: Record<string, unknown> = {}) => ({
  html: '<div class="album"><h1>Spring Recital</h1><!-- --><p>12 photos</p></div>',
  facts: { jsonLd: {}, status: 'found', ...facts },
  views: ['gallery/AlbumPage'],
  ...over,
});
const refusal = (raw: unknown) => {
  const checked = checkRegion(raw, asked);
  return 'refused' in checked ? checked.refused : undefined;
};

describe("checking what a region's worker answered", () => {
  it('takes a region React drew, as the same document', () => {
    const checked = checkRegion(
      answer(
        {},
        {
          head: { title: 'Spring Recital', canonicalPath: '/gallery/photo/spring' },
          mainPicture: {
            href: `${asked.baseUrl}assets/1.webp`,
            srcset: `${asked.baseUrl}assets/1.webp 800w, ${asked.baseUrl}assets/2.webp 1600w`,
          },
          previewImage: `${asked.baseUrl}assets/1.jpg`,
          jsonLd: { album: { '@context': 'https://schema.org', '@type': 'ImageGallery' } },
        },
      ),
      asked,
    );
    expect(checked).toEqual({
      region: {
        html: '<div class="album"><h1>Spring Recital</h1><!-- --><p>12 photos</p></div>',
        facts: expect.objectContaining({ status: 'found' }),
        views: ['gallery/AlbumPage'],
      },
    });
  });

  it.each([
    [
      "closes the shell's elements and adds a script",
      '<p>x</p></div></main><script>steal()</script>',
    ],
    ["closes the shell's elements", '<p>x</p></div></main><footer>fake</footer>'],
    ['leaves an element open', '<div><p>x</p>'],
    ['needs the parser to repair it', '<p><div>x</div></p>'],
    ['sends a refresh', '<meta http-equiv="refresh" content="0;url=https://phish.example">'],
    ['changes the base URL', '<base href="https://phish.example/">'],
    ['links a style sheet', '<link rel="stylesheet" href="https://phish.example/x.css">'],
    ['embeds an object', '<object data="https://phish.example/x.swf"></object>'],
    ['embeds a plug-in', '<embed src="https://phish.example/x">'],
    ['hides markup for browsers without scripts', '<noscript></main><p>x</p></noscript>'],
    ['carries an event handler', '<img src="x.png" onerror="steal()">'],
    ['carries a script URL', '<a href=" JaVa\tScRiPt:steal()">x</a>'],
    ['carries a script URL in SVG', '<svg><a href="javascript:steal()"><text>x</text></a></svg>'],
    ['fakes a slot marker', '<template data-harmoni-slot="about/AboutPage"></template>'],
    ['takes the id of the server-render data', '<div id="server-render">{}</div>'],
    ['carries a whole document', '<html><body><p>x</p></body></html>'],
  ])('refuses a region whose HTML %s', (_what, html) => {
    expect(refusal(answer({ html }))).toMatch(/^HTML with /);
  });

  it.each([
    ['a status outside the list', { status: 500 }],
    ['a status of its own naming', { status: 'gone' }],
    ['a redirect off the site', { redirect: { to: 'https://phish.example/', permanent: false } }],
    [
      'a redirect to a page the site does not have',
      { redirect: { to: '/admin', permanent: true } },
    ],
    ['a canonical path of another remote', { head: { title: 'x', canonicalPath: '/about' } }],
    ['a picture from another host', { mainPicture: { href: 'https://phish.example/x.webp' } }],
    [
      'a picture from another release of its own remote',
      { previewImage: 'https://cdn.example/gallery/1.0.0-old/x.jpg' },
    ],
    [
      'a srcset reaching outside its release',
      { mainPicture: { href: `${asked.baseUrl}a.webp`, srcset: 'https://phish.example/b 2x' } },
    ],
    ['a field the shell does not know', { cookies: 'x' }],
    ['structured data that is not an object', { jsonLd: { album: 'text' } }],
    [
      'structured data of another vocabulary',
      { jsonLd: { album: { '@context': 'https://x.example', '@type': 'x' } } },
    ],
    [
      'too much structured data',
      {
        jsonLd: {
          album: { '@context': 'https://schema.org', '@type': 'x', text: 'x'.repeat(40_000) },
        },
      },
    ],
  ])('refuses a region whose facts carry %s', (_what, facts) => {
    expect(refusal(answer({}, facts))).toBeDefined();
  });

  it('refuses a region that says it drew a module it was not given', () => {
    expect(refusal(answer({ views: ['gallery/AlbumPage', 'about/AboutPage'] }))).toMatch(
      /module it was not given \(about\/AboutPage\)/,
    );
    expect(refusal('not a region')).toMatch(/not a region's/);
  });

  it('allows a redirect to a page the route table draws', () => {
    const redirect = { to: '/gallery/photo', permanent: false };
    expect(refusal(answer({}, { redirect }))).toBeUndefined();
  });
});
