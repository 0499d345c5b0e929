import { matchSiteRoute } from '@harmoni/shared/routes';

/** The exposed module that draws the page an internal link points to, if a remote draws it. */
export function prefetchTarget(href: string, origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const match = matchSiteRoute(url.pathname);
  return match?.kind === 'remote' ? match.route.moduleId : undefined;
}

/**
 * A route's remote code is fetched when the visitor is about to need it: on pointing at or
 * focusing any internal link (header, footer, cards, Get Started), wherever it was rendered.
 * Each module is warmed once; a failed warm-up is left for the route itself to retry.
 */
export function installLinkPrefetch(
  root: Document,
  prefetch: (moduleId: string) => Promise<unknown>,
): () => void {
  const warmed = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link) return;
    const moduleId = prefetchTarget(link.getAttribute('href') ?? '', root.location.origin);
    if (!moduleId || warmed.has(moduleId)) return;
    warmed.add(moduleId);
    prefetch(moduleId).catch(() => warmed.delete(moduleId));
  };
  root.addEventListener('pointerover', onIntent);
  root.addEventListener('focusin', onIntent);
  return () => {
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
  };
}
