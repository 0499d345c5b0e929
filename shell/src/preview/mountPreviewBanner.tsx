import { previewBannerId } from '@harmoni/shared/preview';
import { createRoot } from 'react-dom/client';
import { PreviewBanner } from './PreviewBanner';

/** Takes over the banner the server wrote into a previewed page; nothing on a live page. */
export function mountPreviewBanner(doc: Document = document): void {
  const element = doc.getElementById(previewBannerId);
  const remote = element?.dataset.remote;
  const release = element?.dataset.release;
  if (!element || !remote || !release) return;
  createRoot(element).render(<PreviewBanner remote={remote} release={release} />);
}
