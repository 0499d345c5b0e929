/**
 * @jest-environment node
 */
import { articleBodyOf, articleLeadPicture } from './leadPicture';

const BASE = 'http://localhost:3003/';

const figure = (picture: string) =>
  `<figure>\n  ${picture}\n  <figcaption>Practice</figcaption>\n</figure>\n<p>Text</p>`;

describe('an article’s lead picture', () => {
  it('is the WebP of the figure the article opens with, from the remote’s own origin', async () => {
    const body = figure(
      '<picture><source srcset="assets/images/articles/piano.webp" type="image/webp"><img src="assets/images/articles/piano.jpg" alt="" width="960" height="540"></picture>',
    );
    expect(await articleLeadPicture(body, BASE)).toEqual({
      href: 'http://localhost:3003/assets/images/articles/piano.webp',
      type: 'image/webp',
    });
  });

  it('is the figure’s image when it offers no WebP', async () => {
    const body = figure('<img src="assets/images/articles/piano.jpg" alt="">');
    expect(await articleLeadPicture(body, BASE)).toEqual({
      href: 'http://localhost:3003/assets/images/articles/piano.jpg',
    });
  });

  it('is none when the article opens with text, though a figure follows', async () => {
    const body = `<p>Text first</p>${figure('<img src="assets/images/a.jpg" alt="">')}`;
    expect(await articleLeadPicture(body, BASE)).toBeUndefined();
  });

  it('is none when the figure offers several widths (the hint would need the page’s sizes)', async () => {
    const body = figure(
      '<picture><source srcset="a-480.webp 480w, a-960.webp 960w" type="image/webp"><img src="a.jpg" alt=""></picture>',
    );
    expect(await articleLeadPicture(body, BASE)).toBeUndefined();
  });

  it('is none for a figure without a picture', async () => {
    expect(
      await articleLeadPicture('<figure><blockquote>Play</blockquote></figure>', BASE),
    ).toBeUndefined();
  });
});

describe('the article body a drawn page carries', () => {
  it('is the content file under articles/content', () => {
    const content = {
      'http://localhost:3003/assets/docs/articles/directory.json': '[]',
      'http://localhost:3003/assets/docs/articles/content/learn-to-play-piano.html': '<p>Body</p>',
    };
    expect(articleBodyOf(content)).toBe('<p>Body</p>');
  });

  it('is none on a page that carries no article', () => {
    expect(articleBodyOf({ 'http://localhost:3001/assets/docs/lesson.txt': '[]' })).toBeUndefined();
  });
});
