/** The `harmoni-serve` command, as compiled to dist/harmoni-serve.mjs and run by plain node. */
import { main } from './cli';

const code = await main(process.argv.slice(2), process.env);
if (code !== 0) process.exitCode = code;
