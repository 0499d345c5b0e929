/**
 * The home page's largest picture, served by the shell under a stable name (not hashed by the
 * build) so the shell's server can preload it from the HTML before any script has run.
 */
export const homeBannerImage = {
  webp: '/assets/images/home/banner.webp',
  jpg: '/assets/images/home/banner.jpg',
} as const;
