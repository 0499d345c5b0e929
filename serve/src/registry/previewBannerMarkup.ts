import {
  leavePreviewHref,
  previewBannerId,
  previewBannerText,
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
