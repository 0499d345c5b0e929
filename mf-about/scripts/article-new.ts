/** npm run article:new -w mf-about -- --title "<title>": see newArticle.ts. */
import { fileURLToPath } from 'node:url';
import { articleNewCommand } from './newArticle';

try {
  console.log(
    await articleNewCommand(
      process.argv.slice(2),
      fileURLToPath(new URL('../public', import.meta.url)),
    ),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
