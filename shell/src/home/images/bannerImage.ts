const banner = '/assets/images/home/banner';

/**
 * The home page's largest picture, served by the shell under a stable name (not hashed by the
 * build) so the server's answer can preload it before any script has run (HomePage states it).
 */
export const homeBannerImage = {
  webp: `${banner}.webp`,
  jpg: `${banner}.jpg`,
  /**
   * The WebP at two widths: a phone (about 720 device pixels across) takes the half-width one,
   * a third of the bytes, and the banner is always the screen's full width.
   */
  webpSet: {
    srcset: `${banner}-800.webp 800w, ${banner}.webp 1600w`,
    sizes: '100vw',
  },
} as const;
