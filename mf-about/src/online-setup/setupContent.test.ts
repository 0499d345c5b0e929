import { readPublic } from '../testing/serveContent';
import { parseSetupPage } from './onlineSetup';

const setup = parseSetupPage(JSON.parse(readPublic('assets/docs/setup-online-lesson.txt')));

describe('the online lesson set-up content file', () => {
  it('has the three panels of SPEC section 2, in order', () => {
    expect(setup.panels.map(({ section, title }) => [section, title])).toEqual([
      ['piano', 'Online Piano Lesson'],
      ['guitar', 'Online Guitar / Ukulele Lesson'],
      ['vocal', 'Online Vocal Lesson'],
    ]);
  });

  it('gives equipment and camera placement tips in every panel', () => {
    for (const panel of setup.panels) {
      expect(panel.groups.map(({ heading }) => heading)).toEqual(['Equipment', 'Camera placement']);
      for (const group of panel.groups) expect(group.tips.length).toBeGreaterThanOrEqual(3);
    }
  });
});
