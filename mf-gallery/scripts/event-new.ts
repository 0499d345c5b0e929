/** npm run event:new -w mf-gallery -- --title "<title>" …: see newEvent.ts. */
import { fileURLToPath } from 'node:url';
import { eventNewCommand } from './newEvent';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));

try {
  console.log(
    await eventNewCommand(process.argv.slice(2), {
      publicDir,
      // npm runs workspace scripts inside the workspace; INIT_CWD is where the command was typed
      cwd: process.env.INIT_CWD ?? process.cwd(),
    }),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
