import '@harmoni/shared/base.css';
import { renderStandalone } from '@harmoni/shared/standalone';
import AlbumListPage from './albums/AlbumListPage';
import AlbumPage from './albums/AlbumPage';
import ConcertPage from './concerts/ConcertPage';
import HomeEvents from './events/HomeEvents';
import EventRecaps from './recaps/EventRecaps';
import VideoGalleryPage from './videos/VideoGalleryPage';

/** This team's pages under their real paths; the home sections stand in for the home page. */
renderStandalone('mf-gallery', [
  {
    path: '/',
    label: 'Home sections',
    element: (
      <>
        <HomeEvents />
        <EventRecaps />
      </>
    ),
  },
  { path: '/gallery/photo', label: 'Photo gallery', element: <AlbumListPage /> },
  { path: '/gallery/photo/:folder', element: <AlbumPage /> },
  { path: '/gallery/video', label: 'Video gallery', element: <VideoGalleryPage /> },
  { path: '/gallery/concert/:concert', element: <ConcertPage /> },
  // The album page's second address; the static routes above win.
  { path: '/gallery/:folder', element: <AlbumPage /> },
]);
