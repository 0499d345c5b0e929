/**
 * The preview banner's words and markup hooks, in one place: the shell's server writes the
 * banner into a previewed page (so it shows, and its link works, before any script), and the
 * shell's PreviewBanner component draws the same banner once the page's code runs.
 */
export const previewBannerId = 'preview-banner';

/** The query that ends a preview on any page (the server clears the cookie and reloads it). */
export const leavePreviewHref = '?preview=leave';

export interface PreviewedRelease {
  /** the remote's federation name ('gallery') */
  remote: string;
  /** the release's id in the registry ('2.0.0-3f9c0a1b2c4d') */
  release: string;
}

export function previewBannerText({ remote, release }: PreviewedRelease): {
  label: string;
  message: string;
  leave: string;
} {
  return {
    label: 'Preview',
    message: `Preview: this browser shows ${remote} release ${release}. Everyone else sees the live site.`,
    leave: 'Leave preview',
  };
}

/**
 * What a browser reads when a preview it asked for is not shown (a link whose token this
 * server cannot use, or a preview that has ended), and the link to the page without it.
 */
export function previewRefusedText({ reason, fromLink }: { reason: string; fromLink: boolean }): {
  label: string;
  message: string;
  leave: string;
} {
  return {
    label: 'Preview not shown',
    message: `${fromLink ? 'This preview link was not used' : 'Your preview has ended'}: ${reason}. This browser sees the live site.`,
    leave: 'Continue',
  };
}
