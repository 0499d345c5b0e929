import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineStyleHrefAttribute } from '@harmoni/shared/pageMarkup';
import { escapeHtml } from '../pages/escape';

/** One of the shell's start-up style sheets, to go inline in a server-rendered page. */
export interface InlineStyle {
  /** the file's public URL, as the shell's CSS loader asks for it */
  href: string;
  css: string;
}

/**
 * The shell's start-up styles (the .css files of startup-files.json), read once at start. A
 * server-rendered page carries them inline: it paints styled without waiting for a style sheet.
 */
export function readShellStyles(root: string, startupFiles: readonly string[]): InlineStyle[] {
  return startupFiles
    .filter((file) => file.endsWith('.css'))
    .map((href) => {
      const file = join(root, href);
      if (!existsSync(file)) {
        throw new Error(`startup-files.json lists ${href}, which the build in ${root} lacks`);
      }
      return { href, css: readFileSync(file, 'utf8') };
    });
}

/**
 * data-href names the file, so the shell's CSS loader sees it is already in the page and does
 * not fetch it again when its chunk loads.
 */
export function inlineStyleTag({ href, css }: InlineStyle): string {
  return `<style ${inlineStyleHrefAttribute}="${escapeHtml(href)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}
