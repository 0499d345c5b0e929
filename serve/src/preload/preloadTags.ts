import type { ServerRenderData } from '@harmoni/shared/serverRender';
import {
  inlineRemoteEntriesId,
  inlineRemoteListId,
  laterHintsId,
  serverRenderElementId,
} from '@harmoni/shared/pageMarkup';
import { escapeHtml, scriptJson } from '../pages/escape';
import type { PreloadLink } from './remotePreloads';
import type { LinkedStyleSheet } from './viewStyles';
import { nonceAttribute } from '../security/contentSecurityPolicy';

/**
 * A hint carries the page's nonce: under 'strict-dynamic' a script fetched because the parser
 * met a tag needs it, a preload included.
 */
export function preloadTag(link: PreloadLink, nonce?: string): string {
  const attributes = [
    `rel="preload"`,
    `href="${escapeHtml(link.href)}"`,
    `as="${link.as}"`,
    link.type ? `type="${escapeHtml(link.type)}"` : '',
    link.fetchpriority ? `fetchpriority="${link.fetchpriority}"` : '',
    link.crossorigin ? `crossorigin="${link.crossorigin}"` : '',
    link.integrity ? `integrity="${escapeHtml(link.integrity)}"` : '',
    link.imagesrcset ? `imagesrcset="${escapeHtml(link.imagesrcset)}"` : '',
    link.imagesizes ? `imagesizes="${escapeHtml(link.imagesizes)}"` : '',
  ];
  return `<link ${attributes.filter(Boolean).join(' ')}${nonceAttribute(nonce)} />`;
}

/**
 * Hints the browser keeps inert until the shell's entry moves them into the head, once the
 * page's main content is on screen (a <template>'s content is never fetched).
 */
export function laterHintsTag(links: readonly PreloadLink[], nonce?: string): string {
  return links.length > 0
    ? `<template id="${laterHintsId}">${links.map((link) => preloadTag(link, nonce)).join('')}</template>`
    : '';
}

function jsonBlock(id: string, data: unknown): string {
  return `<script type="application/json" id="${id}">${scriptJson(data)}</script>`;
}

/** /remotes.json in the page itself: a JSON data block, never run, so the CSP has no say. */
export function remoteListTag(remoteList: Readonly<Record<string, string>>): string {
  return jsonBlock(inlineRemoteListId, remoteList);
}

/** The entries read from the remotes' manifests: the browser then never fetches a manifest. */
export function remoteEntriesTag(entries: Readonly<Record<string, string>>): string {
  return Object.keys(entries).length > 0 ? jsonBlock(inlineRemoteEntriesId, entries) : '';
}

/** What the server drew of the remotes' parts, and the content they read: the browser hydrates it. */
export function serverRenderTag(data: ServerRenderData): string {
  return data.views.length > 0 ? jsonBlock(serverRenderElementId, data) : '';
}

/**
 * A remote part drawn into the page needs its styles before the first paint: a real stylesheet,
 * checked against its recorded digest (in CORS mode, as the part's CSS loader would load it).
 */
export function stylesheetTag({ url, integrity }: LinkedStyleSheet): string {
  const pinned = integrity ? ` crossorigin="anonymous" integrity="${escapeHtml(integrity)}"` : '';
  return `<link rel="stylesheet" href="${escapeHtml(url)}"${pinned} />`;
}
