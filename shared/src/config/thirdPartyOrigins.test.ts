import { thirdPartyOrigins } from './thirdPartyOrigins';

describe('thirdPartyOrigins', () => {
  it('names the players, thumbnails, metadata endpoint and map the pages use', () => {
    expect(thirdPartyOrigins).toEqual({
      players: [
        'https://www.youtube-nocookie.com',
        'https://www.youtube.com',
        'https://player.vimeo.com',
      ],
      thumbnails: ['https://i.ytimg.com', 'https://i.vimeocdn.com'],
      metadata: ['https://vimeo.com'],
      map: ['https://www.google.com'],
    });
  });
});
