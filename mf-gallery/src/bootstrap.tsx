import '@harmoni/shared/base.css';
import { renderStandalone } from '@harmoni/shared';
import { ConcertServicePreview } from './concerts/ConcertServicePreview';

renderStandalone('mf-gallery', [
  { path: '/', label: 'Concert service', element: <ConcertServicePreview /> },
]);
