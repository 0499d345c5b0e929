import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { articleWindow } from './articleWindow';

/** The video players an article may embed: a path prefix on an https host. */
const videoPlayers: readonly { host: string; path: string }[] = [
  { host: 'www.youtube.com', path: '/embed/' },
  { host: 'www.youtube-nocookie.com', path: '/embed/' },
  { host: 'player.vimeo.com', path: '/video/' },
];

/** An embed URL of one of the allowed video players, with a video named after the prefix. */
export function isVideoEmbed(src: string): boolean {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    videoPlayers.some(
      ({ host, path }) =>
        url.hostname === host && url.pathname.startsWith(path) && url.pathname.length > path.length,
    )
  );
}

let purifier: Purifier | undefined;

// A private instance: its hooks never touch anyone else's DOMPurify.
function articlePurifier(): Purifier {
  if (purifier) return purifier;
  const view = articleWindow();
  const instance = DOMPurify(view);
  instance.addHook('uponSanitizeElement', (node, { tagName }) => {
    if (tagName !== 'iframe' || !(node instanceof view.Element)) return;
    if (!isVideoEmbed(node.getAttribute('src') ?? '')) node.parentNode?.removeChild(node);
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    // a new tab must not get a handle on this page
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IFRAME') {
      if (!node.hasAttribute('loading')) node.setAttribute('loading', 'lazy');
      node.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    }
  });
  purifier = instance;
  return instance;
}

/** A path written in the article relative to the remote ('assets/images/x.jpg'). */
function isRelative(url: string): boolean {
  return url !== '' && !/^(?:[a-z][a-z\d+.-]*:|\/|#)/i.test(url);
}

function resolveSrcset(srcset: string, resolve: (path: string) => string): string {
  return srcset
    .split(',')
    .map((candidate) => {
      const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
      return [isRelative(url) ? resolve(url) : url, ...descriptor].join(' ');
    })
    .join(', ');
}

export interface SanitizeOptions {
  /** turns a relative image path into an absolute URL (the page is not on this remote's origin) */
  resolveMedia?: (path: string) => string;
}

/**
 * The article's HTML, safe to insert: the articles are our own, but a sanitizer in front of
 * innerHTML keeps one bad edit from running script on the site. Headings, text, lists, tables,
 * figures, images and links stay; YouTube and Vimeo players stay; scripts, event handler
 * attributes, javascript: URLs, styles, forms and any other frames go.
 */
export function sanitizeArticle(html: string, { resolveMedia }: SanitizeOptions = {}): string {
  const body = articlePurifier().sanitize(html, {
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allow', 'allowfullscreen', 'frameborder', 'loading', 'referrerpolicy', 'target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'option'],
    FORBID_ATTR: ['style'],
    RETURN_DOM: true,
  });
  // RETURN_DOM hands back the <body> that holds the clean tree
  if (!(body instanceof articleWindow().Element)) return '';
  if (resolveMedia) {
    for (const element of body.querySelectorAll('img[src]')) {
      const src = element.getAttribute('src') ?? '';
      if (isRelative(src)) element.setAttribute('src', resolveMedia(src));
    }
    for (const element of body.querySelectorAll('img[srcset], source[srcset]')) {
      element.setAttribute(
        'srcset',
        resolveSrcset(element.getAttribute('srcset') ?? '', resolveMedia),
      );
    }
  }
  return body.innerHTML;
}
