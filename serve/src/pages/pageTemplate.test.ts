import { pageDrawnId } from '@harmoni/shared/pageMarkup';
import { parsePageTemplate } from './pageTemplate';

const built = [
  '<!doctype html><html><head><meta charset="UTF-8" />',
  '<title>Built title</title>',
  '<meta name="description" content="Built description" />',
  '<style>.page-loader{}</style>',
  '<script defer src="/static/js/index.4e.js"></script></head>',
  '<body><div id="root"></div></body></html>',
].join('\n');

describe('parsePageTemplate', () => {
  it("puts the page's head where the built title was, without the built description", () => {
    const html = parsePageTemplate(built).render('<title>Piano Lessons</title>');
    expect(html).toContain('<meta charset="UTF-8" />\n<title>Piano Lessons</title>');
    expect(html).not.toContain('Built title');
    expect(html).not.toContain('Built description');
  });

  it("puts the hints after the build's own scripts, so the page's start is asked for first", () => {
    const html = parsePageTemplate(built).render(
      '<title>Home</title>',
      '<link rel="preload" href="/a.js" as="script" />',
    );
    expect(html.indexOf('src="/static/js/index.4e.js"')).toBeLessThan(html.indexOf('href="/a.js"'));
    expect(html.indexOf('href="/a.js"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('keeps the template whole without hints, and refuses one without a head', () => {
    const html = parsePageTemplate(built).render('<title>Home</title>');
    expect(html).toContain('<script defer src="/static/js/index.4e.js"></script></head>');
    expect(() => parsePageTemplate('<html><body></body></html>')).toThrow(/no <\/head>/);
  });
});

describe("the page's nonce", () => {
  const withData = built.replace(
    '</head>',
    '<script type="application/json" id="remote-list">{}</script></head>',
  );

  it("goes on the build's own scripts, not on its JSON data blocks (which never run)", () => {
    const html = parsePageTemplate(withData).render('<title>Home</title>', '', undefined, 'n0nce');
    expect(html).toContain('<script nonce="n0nce" defer src="/static/js/index.4e.js"></script>');
    expect(html).toContain('<script type="application/json" id="remote-list">{}</script>');
    expect(html.match(/nonce=/g)).toHaveLength(1);
  });

  it("never goes on a script the view holds (a remote's HTML), whatever the view says", () => {
    const view = '<div><script src="https://gallery.example/x.js"></script>\u0000</div>';
    const html = parsePageTemplate(built).render('<title>Home</title>', '', view, 'n0nce');
    expect(html).toContain(`<div id="root">${view}</div>`);
    expect(html.match(/nonce=/g)).toHaveLength(1);
    expect(html.indexOf('nonce=')).toBeLessThan(html.indexOf('<div id="root">'));
  });

  it('is left out where the response has none', () => {
    expect(parsePageTemplate(built).render('<title>Home</title>')).not.toContain('nonce');
  });
});

describe('a page with its server-rendered view', () => {
  const withLoader = built.replace(
    '<body>',
    '<body><div id="page-loader" class="page-loader" role="status" aria-label="Loading"></div>',
  );

  it('puts the view inside the root element', () => {
    const html = parsePageTemplate(withLoader).render(
      '<title>Home</title>',
      '',
      '<header>Nav</header>',
    );
    expect(html).toContain('<div id="root"><header>Nav</header></div>');
  });

  it('holds the first frame until the parser is past the whole view', () => {
    const html = parsePageTemplate(withLoader).render('<title>Home</title>', '', '<main></main>');
    const expectLink = `<link rel="expect" href="#${pageDrawnId}" blocking="render" />`;
    expect(html.indexOf(expectLink)).toBeGreaterThan(-1);
    expect(html.indexOf(expectLink)).toBeLessThan(html.indexOf('</head>'));
    // the marker follows the root's end, so the frame waits for all of the view
    expect(html).toContain(`<div id="root"><main></main></div><template id="${pageDrawnId}">`);
  });

  it('starts the loader fading and hides it from assistive technology, since the page is there', () => {
    const html = parsePageTemplate(withLoader).render('<title>Home</title>', '', '<main></main>');
    expect(html).toContain(
      '<div id="page-loader" class="page-loader page-loader--fading" aria-hidden="true" role="status"',
    );
  });

  it('leaves the loader and the empty root as built without a view', () => {
    const template = parsePageTemplate(withLoader);
    const html = template.render('<title>Home</title>');
    expect(template.takesView).toBe(true);
    expect(html).toContain('<div id="page-loader" class="page-loader" role="status"');
    expect(html).toContain('<div id="root"></div>');
    // nothing to wait for: the loader paints at once
    expect(html).not.toContain('rel="expect"');
    expect(html).not.toContain(pageDrawnId);
  });

  it('takes no view where the build has no empty root element', () => {
    const template = parsePageTemplate(built.replace('<div id="root"></div>', '<main></main>'));
    expect(template.takesView).toBe(false);
    expect(template.render('<title>Home</title>', '', '<header>Nav</header>')).not.toContain('Nav');
  });
});
