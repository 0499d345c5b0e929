import {
  ServerContentContext,
  ServerModulesContext,
  type ServerContent,
  type ServerModules,
} from '@harmoni/shared';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Site } from '../app/App';

export { sharedModules } from './sharedModules';

export interface ShellViewOptions {
  /** exposed modules the server loaded for this page, by id ('lessons/LessonPage') */
  views?: ReadonlyMap<string, unknown>;
  /** a content file's text, or undefined when it cannot be read (the part then loads in the browser) */
  readContent?: (url: string) => Promise<string | undefined>;
}

export interface ShellViewResult {
  html: string;
  /** the modules drawn into the HTML, for the browser to hydrate (see RemoteRegion) */
  views: string[];
  /** the text of every content file the drawn parts read, by URL, for the browser's first render */
  content: Record<string, string>;
}

/** Parts read their content, then may ask for more (a list, then one entry): a few rounds. */
const MAX_RENDERS = 4;

/**
 * A page as HTML, for the server to send before any script runs: the shell's header, footer and
 * home page, and the page's remote part when the server could load that remote's view. The
 * parts ask for content files as they render; the server reads them and renders again until
 * nothing new is asked for. Whatever is still missing draws as loading, as the browser's first
 * render does, so the page hydrates without a mismatch.
 */
export async function renderShellView(
  url: string,
  { views = new Map(), readContent }: ShellViewOptions = {},
): Promise<ShellViewResult> {
  const seed = new Map<string, string>();
  const unreadable = new Set<string>();
  for (let round = 1; ; round += 1) {
    const server: ServerContent = { seed, wanted: new Set() };
    const serverModules: ServerModules = { modules: views, drawn: new Set() };
    const html = renderToString(
      <ServerModulesContext value={serverModules}>
        <ServerContentContext value={server}>
          <StaticRouter location={url}>
            <Site />
          </StaticRouter>
        </ServerContentContext>
      </ServerModulesContext>,
    );
    const missing = [...server.wanted].filter((file) => !unreadable.has(file));
    if (missing.length === 0 || !readContent || round === MAX_RENDERS) {
      return { html, views: [...serverModules.drawn], content: Object.fromEntries(seed) };
    }
    await Promise.all(
      missing.map(async (file) => {
        const raw = await readContent(file);
        if (raw === undefined) unreadable.add(file);
        else seed.set(file, raw);
      }),
    );
  }
}
