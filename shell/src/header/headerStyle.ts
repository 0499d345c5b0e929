/** Header is 'scrolled' once the page has moved more than this many pixels. */
export const HEADER_SCROLL_THRESHOLD_PX = 1;

const staticHeaderSections = ['about', 'gallery', 'contact', 'terms', 'privacy-policy'];

/** Pages without a hero get a solid header and room beneath it; others a transparent one. */
export function isStaticHeaderPath(pathname: string): boolean {
  return staticHeaderSections.some((section) => pathname.includes(section));
}

export function isScrolledPast(scrollY: number): boolean {
  return scrollY > HEADER_SCROLL_THRESHOLD_PX;
}
