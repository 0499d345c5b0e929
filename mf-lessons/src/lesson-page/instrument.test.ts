import { instrumentFor } from './instrument';
import { setupGuidePath } from './setupGuidePath';

describe('instrumentFor', () => {
  it('names the class the contact page preselects, in title case', () => {
    expect(instrumentFor('piano')).toBe('Piano');
    expect(instrumentFor('ukulele')).toBe('Ukulele');
  });

  it("turns the online lesson's link into 'Online Lesson'", () => {
    expect(instrumentFor('online-lesson')).toBe('Online Lesson');
  });
});

describe('setupGuidePath', () => {
  it('opens the online-lesson set-up guide at one section', () => {
    expect(setupGuidePath('piano')).toBe('/about/setup-online-lesson?section=piano');
    expect(setupGuidePath('guitar')).toBe('/about/setup-online-lesson?section=guitar');
    expect(setupGuidePath('vocal')).toBe('/about/setup-online-lesson?section=vocal');
  });
});
