/**
 * The home page's largest picture, served by the shell under a stable name (not hashed by the
 * build) so the shell's server can preload it from the HTML before any script has run.
 */
export const homeBannerImage = {
  webp: '/assets/images/home/banner.webp',
  jpg: '/assets/images/home/banner.jpg',
  /**
   * The WebP at two widths: a phone (about 720 device pixels across) takes the half-width one,
   * a third of the bytes, and the banner is always the screen's full width.
   */
  webpSet: {
    srcset: '/assets/images/home/banner-800.webp 800w, /assets/images/home/banner.webp 1600w',
    sizes: '100vw',
  },
} as const;
