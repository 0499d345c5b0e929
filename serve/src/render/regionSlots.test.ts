/** @jest-environment node */
import { fillSlots, slotMarkers } from './regionSlots';

const { start, end } = slotMarkers('lessons/LessonPage');
const shell = `<header>menu</header><main><!--$-->${start}<div role="status">Loading</div>${end}<!--/$--></main><footer>f</footer>`;

describe('filling the shell’s slots', () => {
  it('puts the region where its slot was: markers and loading state go', () => {
    const page = fillSlots(shell, new Map([['lessons/LessonPage', '<h1>Piano</h1>']]));
    expect(page).toBe(
      '<header>menu</header><main><!--$--><h1>Piano</h1><!--/$--></main><footer>f</footer>',
    );
  });

  it('keeps the loading state, without the markers, where no region came', () => {
    expect(fillSlots(shell, new Map())).toBe(
      '<header>menu</header><main><!--$--><div role="status">Loading</div><!--/$--></main><footer>f</footer>',
    );
  });

  it('fills each slot with its own region, once, and never looks inside a region', () => {
    const other = slotMarkers('about/AboutPage');
    const two = `${shell}<aside>${other.start}wait${other.end}</aside>`;
    const regions = new Map([
      // a region carrying a marker of its own is refused before this; even so, it is not filled
      ['lessons/LessonPage', `<p>${other.start}x${other.end}</p>`],
      ['about/AboutPage', '<p>About</p>'],
    ]);
    const page = fillSlots(two, regions);
    expect(page).toContain(`<main><!--$--><p>${other.start}x${other.end}</p><!--/$--></main>`);
    expect(page).toContain('<aside><p>About</p></aside>');
  });

  it('leaves a slot without its end marker as it is', () => {
    const broken = `<main>${start}<p>Loading</p></main>`;
    expect(fillSlots(broken, new Map([['lessons/LessonPage', '<h1>x</h1>']]))).toBe(broken);
  });
});
