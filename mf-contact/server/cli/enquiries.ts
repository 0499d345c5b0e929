/**
 * `npm run enquiries -w mf-contact`: the school reads its enquiries, or exports them as CSV
 * (`-- --csv enquiries.csv`).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config';
import { openStore } from '../store/openStore';
import { terminalJson } from '../text/visibleControls';
import { enquiriesCsv } from './csv';
import { enquiryListing } from './listing';
import { parseCliOptions, usage } from './options';

const defaultDataDir = fileURLToPath(new URL('../../data', import.meta.url));

async function main(): Promise<number> {
  let action;
  try {
    action = parseCliOptions(process.argv.slice(2), process.env.INIT_CWD ?? process.cwd());
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return 2;
  }
  if (action.kind === 'help') {
    console.log(usage);
    return 0;
  }

  const config = loadConfig(process.env, defaultDataDir);
  const store = await openStore(config);
  try {
    const enquiries = await store.list();
    const source = config.databaseUrl ? 'PostgreSQL' : config.sqliteFile;
    if (action.kind === 'json') {
      console.log(terminalJson(enquiries));
    } else if (action.kind === 'list') {
      console.log(enquiryListing(enquiries, source));
    } else if (action.file === '-') {
      process.stdout.write(enquiriesCsv(enquiries));
    } else {
      writeFileSync(action.file, enquiriesCsv(enquiries));
      const count = `${enquiries.length} ${enquiries.length === 1 ? 'enquiry' : 'enquiries'}`;
      console.log(`Wrote ${count} to ${action.file}`);
    }
  } finally {
    await store.close();
  }
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('Could not read the enquiries:', error);
    process.exitCode = 1;
  },
);
