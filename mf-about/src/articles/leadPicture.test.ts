import { articleLeadPicture } from './leadPicture';

const figure = (picture: string) =>
  `<figure>\n  ${picture}\n  <figcaption>Practice</figcaption>\n</figure>\n<p>Text</p>`;

describe('an article’s lead picture', () => {
  it('is the WebP of the figure the article opens with', () => {
    const body = figure(
      '<picture><source srcset="http://about.test/assets/images/articles/piano.webp" type="image/webp"><img src="http://about.test/assets/images/articles/piano.jpg" alt="" width="960" height="540"></picture>',
    );
    expect(articleLeadPicture(body)).toEqual({
      href: 'http://about.test/assets/images/articles/piano.webp',
      type: 'image/webp',
    });
  });

  it('is the figure’s image when it offers no WebP', () => {
    const body = figure('<img src="http://about.test/assets/images/articles/piano.jpg" alt="">');
    expect(articleLeadPicture(body)).toEqual({
      href: 'http://about.test/assets/images/articles/piano.jpg',
    });
  });

  it('is none when the article opens with text, though a figure follows', () => {
    const body = `<p>Text first</p>${figure('<img src="http://about.test/a.jpg" alt="">')}`;
    expect(articleLeadPicture(body)).toBeUndefined();
  });

  it('is none when the figure offers several widths (the hint would need the page’s sizes)', () => {
    const body = figure(
      '<picture><source srcset="a-480.webp 480w, a-960.webp 960w" type="image/webp"><img src="a.jpg" alt=""></picture>',
    );
    expect(articleLeadPicture(body)).toBeUndefined();
  });

  it('is none for a figure without a picture', () => {
    expect(articleLeadPicture('<figure><blockquote>Play</blockquote></figure>')).toBeUndefined();
  });
});
