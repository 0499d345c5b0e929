/** What this remote exposes to the shell (and to the single-bundle benchmark build). */
export const exposes = {
  './concertService': './src/concerts/concertService.ts',
  './HomeEvents': './src/events/HomeEvents.tsx',
  './EventRecaps': './src/recaps/EventRecaps.tsx',
  './AlbumListPage': './src/albums/AlbumListPage.tsx',
  './AlbumPage': './src/albums/AlbumPage.tsx',
  './VideoGalleryPage': './src/videos/VideoGalleryPage.tsx',
  './ConcertPage': './src/concerts/ConcertPage.tsx',
};
