/** `npm run status`: the site's status (per remote: live release, health, figures) as text. */
import { statusCommand, StatusError } from './siteStatus';

statusCommand(process.argv.slice(2), process.env).then(
  (text) => console.log(text),
  (error: unknown) => {
    console.error(`status: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = error instanceof StatusError ? 1 : 2;
  },
);
