/**
 * Each remote serves its own content from its own origin. A content source turns an asset
 * path ('assets/docs/lesson.txt') into an absolute URL under the remote's public path, so the
 * same code works inside the shell, standalone, or behind a CDN.
 */
export interface ContentSource {
  assetUrl(path: string): string;
}

export function contentSource(publicPath: string): ContentSource {
  const base = new URL(publicPath, globalThis.location?.href ?? 'http://localhost/');
  return {
    assetUrl: (path) => new URL(path.replace(/^\/+/, ''), base).href,
  };
}
