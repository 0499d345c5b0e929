/**
 * Where lesson pictures live in this remote's public assets. Plain paths without the remote's
 * origin, so the shell's server can preload a lesson page's hero from them too.
 */

/** 'piano.jpg' -> 'piano.webp': the generator writes a .webp beside every .jpg and .png. */
export function webpSibling(url: string): string | undefined {
  return /\.(jpe?g|png)$/i.test(url) ? url.replace(/\.(jpe?g|png)$/i, '.webp') : undefined;
}

export function cardImagePath(image: string): string {
  return `assets/images/lesson/${encodeURIComponent(image)}`;
}

export function heroImagePath(image: string): string {
  return `assets/images/lesson/hero/${encodeURIComponent(image)}`;
}
