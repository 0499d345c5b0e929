import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';

export const usage = `Usage: npm run enquiries -w mf-contact [-- --csv <file> | --json]

  (no option)   list every enquiry, oldest first
  --csv <file>  export them as CSV ('-' writes to stdout)
  --json        print them as JSON

Reads the database the enquiry server uses: DATABASE_URL when set, else
ENQUIRY_DATA_DIR (default mf-contact/data)/enquiries.sqlite.`;

export type CliAction =
  { kind: 'list' } | { kind: 'json' } | { kind: 'csv'; file: string | '-' } | { kind: 'help' };

/**
 * `npm run -w` runs in the workspace folder; a relative --csv path means the folder the
 * command was typed in (npm passes it as INIT_CWD).
 */
export function parseCliOptions(argv: string[], cwd: string): CliAction {
  const { values } = parseArgs({
    args: argv,
    options: {
      csv: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return { kind: 'help' };
  if (values.csv !== undefined && values.json) throw new Error('Choose --csv or --json, not both');
  if (values.csv !== undefined) {
    if (values.csv === '') throw new Error('--csv needs a file name');
    if (values.csv === '-') return { kind: 'csv', file: '-' };
    return { kind: 'csv', file: isAbsolute(values.csv) ? values.csv : resolve(cwd, values.csv) };
  }
  return values.json ? { kind: 'json' } : { kind: 'list' };
}
