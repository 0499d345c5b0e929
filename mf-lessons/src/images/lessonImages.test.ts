import { cardImageUrl, heroImageUrl, webpSibling } from './lessonImages';

describe('webpSibling', () => {
  it('names the .webp beside a .jpg or .png', () => {
    expect(webpSibling('http://x/a/piano.jpg')).toBe('http://x/a/piano.webp');
    expect(webpSibling('cello.JPEG')).toBe('cello.webp');
    expect(webpSibling('logo.png')).toBe('logo.webp');
  });

  it('has none for other formats', () => {
    expect(webpSibling('icon.svg')).toBeUndefined();
    expect(webpSibling('photo.webp')).toBeUndefined();
  });
});

describe('lesson image URLs', () => {
  it("are on this remote's own origin", () => {
    expect(cardImageUrl('piano.jpg')).toBe('http://localhost:3999/assets/images/lesson/piano.jpg');
    expect(heroImageUrl('online-lesson.jpg')).toBe(
      'http://localhost:3999/assets/images/lesson/hero/online-lesson.jpg',
    );
  });

  it('keep a file name inside its folder', () => {
    expect(cardImageUrl('../secret.jpg')).toBe(
      'http://localhost:3999/assets/images/lesson/..%2Fsecret.jpg',
    );
  });
});
