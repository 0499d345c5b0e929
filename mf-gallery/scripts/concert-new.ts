/** npm run concert:new -w mf-gallery -- --title "<title>" …: see newConcert.ts. */
import { fileURLToPath } from 'node:url';
import { concertNewCommand } from './newConcert';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));

try {
  console.log(await concertNewCommand(process.argv.slice(2), publicDir));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
