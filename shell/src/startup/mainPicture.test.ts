import { hintedPictureUrls, mainPicture } from './mainPicture';
import { HERO_HINT as HINT, pageWith } from '../testing/startupPage';

describe('the page’s main picture', () => {
  it('lists the hint’s URL and every width of its srcset', () => {
    const hint = pageWith(HINT, '').querySelector('link') as HTMLLinkElement;
    expect([...hintedPictureUrls(hint, 'http://localhost:3000/')]).toEqual([
      'http://localhost:3001/hero/piano-800.webp',
      'http://localhost:3001/hero/piano-1600.webp',
    ]);
  });

  it('is the image showing one of the hinted URLs, not the logo before it', () => {
    const doc = pageWith(
      HINT,
      '<img id="logo" src="/logo.svg" alt=""><img id="hero" src="http://localhost:3001/hero/piano-1600.webp" alt="">',
    );
    expect(mainPicture(doc)?.id).toBe('hero');
  });

  it('is the <picture> whose source offers a hinted URL, before it has chosen one', () => {
    const doc = pageWith(
      HINT,
      '<img src="/logo.svg" alt=""><picture id="hero"><source type="image/webp" srcset="http://localhost:3001/hero/piano-800.webp 800w, http://localhost:3001/hero/piano-1600.webp 1600w"><img src="http://localhost:3001/hero/piano.jpg" alt=""></picture>',
    );
    expect(mainPicture(doc)?.parentElement?.id).toBe('hero');
  });

  it('is none on a page without a high-priority picture hint', () => {
    const doc = pageWith(
      '<link rel="preload" as="image" href="/logo.svg">',
      '<img src="/logo.svg" alt="">',
    );
    expect(mainPicture(doc)).toBeUndefined();
  });
});
