import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Site } from '../app/App';

/**
 * The shell's own part of a page as HTML, for its server to send before any script runs: the
 * header, the footer, the home page's banner and text. Remote regions render as their loading
 * state (remotes load in the browser only), which is also what the browser's first render
 * shows, so the page hydrates without a mismatch.
 */
export function renderShellView(url: string): string {
  return renderToString(
    <StaticRouter location={url}>
      <Site />
    </StaticRouter>,
  );
}
