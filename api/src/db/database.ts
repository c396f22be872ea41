import type { StorageConfig } from '../config';
import type { Database } from './queryable';

/** Opens the database the storage configuration names; each driver is loaded only when used. */
export async function openDatabase(storage: StorageConfig): Promise<Database> {
  if (storage.kind === 'postgres') {
    const { openPostgres } = await import('./postgres-database');
    return openPostgres(storage.url);
  }
  const { openPglite } = await import('./pglite-database');
  return openPglite(storage.kind === 'memory' ? {} : { dataDir: storage.dataDir });
}
