import type { ServerConfig } from '../config';
import type { EnquiryStore } from './enquiryStore';
import { openPostgresStore } from './postgresStore';
import { openSqliteStore } from './sqliteStore';

/** PostgreSQL when DATABASE_URL is set, else the SQLite file under data/; migrated either way. */
export function openStore(
  config: Pick<ServerConfig, 'databaseUrl' | 'sqliteFile'>,
): Promise<EnquiryStore> {
  return config.databaseUrl
    ? openPostgresStore(config.databaseUrl)
    : Promise.resolve(openSqliteStore(config.sqliteFile));
}
