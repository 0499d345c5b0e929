/**
 * `npm run status`: the site's status (per remote: live release, health, figures) as text.
 * `npm run canary -- gallery`: its canary's figures beside the live release's (siteStatus.ts).
 */
import { canaryCommand, statusCommand, StatusError } from './siteStatus';

const [first, ...rest] = process.argv.slice(2);
const asked =
  first === '--canary'
    ? canaryCommand(rest, process.env)
    : statusCommand(process.argv.slice(2), process.env);

asked.then(
  (text) => console.log(text),
  (error: unknown) => {
    console.error(`status: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = error instanceof StatusError ? 1 : 2;
  },
);
