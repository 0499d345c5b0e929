import { hintsAroundMainContent, mainPictureHint } from './mainPicture';
import { laterHintsTag } from './preloadTags';
import { codeHint, type PreloadLink } from './remotePreloads';

const picture = mainPictureHint(
  'http://localhost:3001/assets/images/lesson/hero/piano.webp',
  'image/webp',
);
const code = [
  codeHint('/static/js/async/lib-react.b1.js'),
  codeHint('http://localhost:3001/static/js/lessons.e1.js'),
];
const content: PreloadLink = {
  href: 'http://localhost:3001/assets/docs/lessons/piano.txt',
  as: 'fetch',
  crossorigin: 'anonymous',
};

describe('a page’s hints around its main content', () => {
  it('fetch the picture now and everything else once it is on screen', () => {
    expect(hintsAroundMainContent([picture, ...code, content])).toEqual({
      now: [picture],
      later: [...code, content],
    });
  });

  it('all wait for the page the server drew on a page without a main picture', () => {
    const logo: PreloadLink = { href: '/assets/images/logo-grey.svg', as: 'image' };
    expect(hintsAroundMainContent([logo, ...code])).toEqual({ now: [], later: [logo, ...code] });
    expect(hintsAroundMainContent([])).toEqual({ now: [], later: [] });
  });

  it('wait inert in a template, as the same preload tags', () => {
    expect(laterHintsTag([content])).toBe(
      '<template id="later-hints"><link rel="preload" href="http://localhost:3001/assets/docs/lessons/piano.txt" as="fetch" crossorigin="anonymous" /></template>',
    );
    expect(laterHintsTag([])).toBe('');
  });
});
