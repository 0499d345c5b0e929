import {
  leavePreviewHref,
  previewBannerText,
  type PreviewedRelease,
} from '@harmoni/shared/preview';
import './previewBanner.css';

/**
 * Says that this browser is previewing a release rather than seeing the live site, with a link
 * out of it. The server writes the same banner into the page (serve/src/registry), so the link
 * works before this code runs: it is a plain link the server answers.
 */
export function PreviewBanner(preview: PreviewedRelease) {
  const text = previewBannerText(preview);
  return (
    <aside className="preview-banner" aria-label={text.label}>
      <p>{text.message}</p>
      <a href={leavePreviewHref}>{text.leave}</a>
    </aside>
  );
}
