import { inlineRemoteListId } from '@harmoni/shared/routes';
import { escapeHtml, scriptJson } from '../pages/escape';
import type { PreloadLink } from './remotePreloads';

export function preloadTag(link: PreloadLink): string {
  const attributes = [
    `rel="preload"`,
    `href="${escapeHtml(link.href)}"`,
    `as="${link.as}"`,
    link.type ? `type="${escapeHtml(link.type)}"` : '',
    link.crossorigin ? `crossorigin="${link.crossorigin}"` : '',
    link.fetchpriority ? `fetchpriority="${link.fetchpriority}"` : '',
  ];
  return `<link ${attributes.filter(Boolean).join(' ')} />`;
}

/** /remotes.json in the page itself: a JSON data block, never run, so the CSP has no say. */
export function remoteListTag(remoteList: Readonly<Record<string, string>>): string {
  return `<script type="application/json" id="${inlineRemoteListId}">${scriptJson(remoteList)}</script>`;
}
