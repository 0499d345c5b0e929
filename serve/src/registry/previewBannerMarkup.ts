import {
  leavePreviewHref,
  previewBannerId,
  previewBannerText,
  previewRefusedText,
  type PreviewedRelease,
} from '@harmoni/shared/preview';
import { escapeHtml } from '../pages/escape';

/**
 * The banner as the server writes it into a previewed page: the same words and structure as
 * the shell's PreviewBanner component (which takes it over once the page's code runs), so it
 * shows and its link works without any script.
 */
export function previewBannerMarkup(preview: PreviewedRelease): string {
  const text = previewBannerText(preview);
  return (
    `<div id="${previewBannerId}" data-remote="${escapeHtml(preview.remote)}" data-release="${escapeHtml(preview.release)}">` +
    `<aside class="preview-banner" aria-label="${escapeHtml(text.label)}">` +
    `<p>${escapeHtml(text.message)}</p>` +
    `<a href="${escapeHtml(leavePreviewHref)}">${escapeHtml(text.leave)}</a></aside></div>`
  );
}

/**
 * Says, on the page itself, that the preview asked for is not shown and why: whoever opened a
 * preview link sees at once that this is the live site. Plain markup outside the app's root, in
 * the banner's style; its link is the page without the token.
 */
export function previewRefusedMarkup(refusal: {
  reason: string;
  fromLink: boolean;
  href: string;
}): string {
  const text = previewRefusedText(refusal);
  return (
    `<aside id="preview-refused" class="preview-banner" aria-label="${escapeHtml(text.label)}">` +
    `<p>${escapeHtml(text.message)}</p>` +
    `<a href="${escapeHtml(refusal.href)}">${escapeHtml(text.leave)}</a></aside>`
  );
}
