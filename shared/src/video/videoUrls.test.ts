import { defaultPlayerOptions } from './videoSettings';
import {
  playerUrl,
  vimeoEmbedUrl,
  vimeoMetadataUrl,
  youtubeEmbedUrl,
  youtubeThumbnailUrl,
} from './videoUrls';

describe('youtubeThumbnailUrl', () => {
  it.each([
    ['sd', 'sddefault'],
    ['medium', 'mqdefault'],
    ['high', 'hqdefault'],
    ['max', 'maxresdefault'],
  ] as const)('%s quality is the %s image', (quality, file) => {
    expect(youtubeThumbnailUrl('aqz-KE-bpKQ', quality)).toBe(
      `https://i.ytimg.com/vi/aqz-KE-bpKQ/${file}.jpg`,
    );
  });

  it('keeps an odd id inside its path segment', () => {
    expect(youtubeThumbnailUrl('a/b?c', 'high')).toBe(
      'https://i.ytimg.com/vi/a%2Fb%3Fc/hqdefault.jpg',
    );
  });
});

describe('youtubeEmbedUrl', () => {
  it('autoplays with controls and fullscreen, no loop, by default', () => {
    expect(youtubeEmbedUrl('aqz-KE-bpKQ', defaultPlayerOptions)).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&controls=1&loop=0&fs=1',
    );
  });

  it('loops through a playlist of the video itself, between start and end', () => {
    expect(
      youtubeEmbedUrl('aqz-KE-bpKQ', {
        controls: false,
        loop: true,
        fullscreen: false,
        start: 30,
        end: 95.7,
      }),
    ).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&controls=0&loop=1&playlist=aqz-KE-bpKQ&start=30&end=95&fs=0',
    );
  });

  it('leaves out a start of zero only when it is not given, and ignores negative times', () => {
    expect(youtubeEmbedUrl('x', { ...defaultPlayerOptions, start: 0 })).toContain('&start=0&');
    expect(youtubeEmbedUrl('x', { ...defaultPlayerOptions, start: -5, end: Number.NaN })).toBe(
      'https://www.youtube-nocookie.com/embed/x?autoplay=1&controls=1&loop=0&fs=1',
    );
  });
});

describe('vimeoEmbedUrl', () => {
  it('autoplays with controls, no loop, by default', () => {
    expect(vimeoEmbedUrl('76979871', defaultPlayerOptions)).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&controls=1&loop=0',
    );
  });

  it('takes the start time as a fragment', () => {
    expect(
      vimeoEmbedUrl('76979871', {
        ...defaultPlayerOptions,
        controls: false,
        loop: true,
        start: 42,
      }),
    ).toBe('https://player.vimeo.com/video/76979871?autoplay=1&controls=0&loop=1#t=42s');
  });
});

describe('vimeoMetadataUrl', () => {
  it('is the public JSON of the video', () => {
    expect(vimeoMetadataUrl('76979871')).toBe('https://vimeo.com/api/v2/video/76979871.json');
  });
});

describe('playerUrl', () => {
  it('picks the service', () => {
    expect(playerUrl('youtube', 'abc', defaultPlayerOptions)).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/abc\?/,
    );
    expect(playerUrl('vimeo', '123', defaultPlayerOptions)).toMatch(
      /^https:\/\/player\.vimeo\.com\/video\/123\?/,
    );
  });
});
