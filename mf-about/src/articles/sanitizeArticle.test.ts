import { isVideoEmbed, sanitizeArticle } from './sanitizeArticle';

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('sanitizeArticle', () => {
  it('keeps headings, paragraphs, emphasis, lists, quotes and tables', () => {
    const html =
      '<h2>Before you start</h2><h3>Posture</h3><p>Sit <strong>tall</strong>, <em>relax</em>.</p>' +
      '<ul><li>Bench</li></ul><ol><li>Scales</li></ol><blockquote><p>Practise daily</p></blockquote>' +
      '<table><thead><tr><th>Age</th></tr></thead><tbody><tr><td>7</td></tr></tbody></table>';
    expect(sanitizeArticle(html)).toBe(html);
  });

  it('keeps images with their alt text and size, inside pictures and figures', () => {
    const html =
      '<figure><picture><source srcset="https://cdn.example/a.webp" type="image/webp">' +
      '<img src="https://cdn.example/a.jpg" alt="A student at the piano" width="800" height="450">' +
      '</picture><figcaption>Practice time</figcaption></figure>';
    expect(sanitizeArticle(html)).toBe(html);
  });

  it('keeps links, and makes a link that opens a new tab let go of this page', () => {
    const out = parse(
      sanitizeArticle(
        '<a href="/lesson/piano">Piano lessons</a> <a href="https://example.com/" target="_blank">Out</a>',
      ),
    );
    expect(out.querySelector('a[href="/lesson/piano"]')).toHaveTextContent('Piano lessons');
    const external = out.querySelector('a[target="_blank"]');
    expect(external).toHaveAttribute('href', 'https://example.com/');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps YouTube and Vimeo players with their attributes, loading lazily', () => {
    const out = parse(
      sanitizeArticle(
        '<iframe src="https://www.youtube.com/embed/abc123" title="Recital" width="560" height="315" allow="autoplay; fullscreen" allowfullscreen frameborder="0"></iframe>' +
          '<iframe src="https://www.youtube-nocookie.com/embed/xyz" title="Nocookie"></iframe>' +
          '<iframe src="https://player.vimeo.com/video/76979871" title="Scales" loading="eager"></iframe>',
      ),
    );
    const frames = out.querySelectorAll('iframe');
    expect(frames).toHaveLength(3);
    const [youtube, nocookie, vimeo] = frames;
    expect(youtube).toHaveAttribute('src', 'https://www.youtube.com/embed/abc123');
    expect(youtube).toHaveAttribute('title', 'Recital');
    expect(youtube).toHaveAttribute('allow', 'autoplay; fullscreen');
    expect(youtube).toHaveAttribute('allowfullscreen');
    expect(youtube).toHaveAttribute('width', '560');
    expect(youtube).toHaveAttribute('loading', 'lazy');
    expect(youtube).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(nocookie).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/xyz');
    expect(vimeo).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
    expect(vimeo).toHaveAttribute('loading', 'eager');
  });

  it('removes frames from any other place', () => {
    const out = sanitizeArticle(
      '<p>a</p><iframe src="https://evil.example/embed/x"></iframe>' +
        '<iframe src="http://www.youtube.com/embed/abc"></iframe>' +
        '<iframe src="https://www.youtube.com/watch?v=abc"></iframe>' +
        '<iframe src="javascript:alert(1)"></iframe><iframe></iframe>' +
        '<iframe srcdoc="<script>alert(1)</script>" src="https://www.youtube.com/embed/a"></iframe><p>b</p>',
    );
    const frames = parse(out).querySelectorAll('iframe');
    // only the last survives, and without its srcdoc
    expect(frames).toHaveLength(1);
    expect(frames[0]).not.toHaveAttribute('srcdoc');
    expect(out).toContain('<p>a</p>');
    expect(out).toContain('<p>b</p>');
  });

  it('removes script tags and their code', () => {
    const out = sanitizeArticle('<p>Hello</p><script>alert("x")</script>');
    expect(out).toBe('<p>Hello</p>');
  });

  it('removes onerror, onclick and every other event handler attribute', () => {
    const out = sanitizeArticle(
      '<img src="x.jpg" alt="x" onerror="alert(1)"><p onclick="alert(2)" onmouseover="alert(3)">Hi</p>',
    );
    expect(out).toBe('<img src="x.jpg" alt="x"><p>Hi</p>');
  });

  it('removes javascript: links, inline styles, style sheets and forms', () => {
    const out = parse(
      sanitizeArticle(
        '<a href="javascript:alert(1)">Click</a><p style="position:fixed">Styled</p>' +
          '<style>body{display:none}</style><form action="https://evil.example"><input name="card"><button>Pay</button></form>',
      ),
    );
    expect(out.querySelector('a')).not.toHaveAttribute('href');
    expect(out.querySelector('p')).not.toHaveAttribute('style');
    expect(out.querySelector('style, form, input, button')).toBeNull();
  });

  it('resolves relative image paths against the remote, leaving absolute ones alone', () => {
    const resolveMedia = (path: string) => `https://about.example/${path}`;
    const out = parse(
      sanitizeArticle(
        '<picture><source srcset="assets/a.webp 1x, assets/a@2x.webp 2x" type="image/webp">' +
          '<img src="assets/a.jpg" srcset="/b.jpg 1x" alt="a"></picture>' +
          '<img src="https://cdn.example/c.jpg" alt="c"><img src="/d.jpg" alt="d">',
        { resolveMedia },
      ),
    );
    expect(out.querySelector('source')).toHaveAttribute(
      'srcset',
      'https://about.example/assets/a.webp 1x, https://about.example/assets/a@2x.webp 2x',
    );
    const [first, second, third] = out.querySelectorAll('img');
    expect(first).toHaveAttribute('src', 'https://about.example/assets/a.jpg');
    expect(first).toHaveAttribute('srcset', '/b.jpg 1x');
    expect(second).toHaveAttribute('src', 'https://cdn.example/c.jpg');
    expect(third).toHaveAttribute('src', '/d.jpg');
  });

  it('leaves image paths as written without a resolver', () => {
    expect(sanitizeArticle('<img src="assets/a.jpg" alt="a">')).toBe(
      '<img src="assets/a.jpg" alt="a">',
    );
  });
});

describe('isVideoEmbed', () => {
  it.each([
    ['https://www.youtube.com/embed/abc', true],
    ['https://www.youtube-nocookie.com/embed/abc?start=10', true],
    ['https://player.vimeo.com/video/123', true],
    ['https://www.youtube.com/embed/', false],
    ['https://youtube.com.evil.example/embed/abc', false],
    ['https://www.youtube.com/watch?v=abc', false],
    ['http://player.vimeo.com/video/123', false],
    ['https://vimeo.com/123', false],
    ['//www.youtube.com/embed/abc', false],
    ['not a url', false],
  ])('%s -> %s', (src, allowed) => {
    expect(isVideoEmbed(src)).toBe(allowed);
  });
});
