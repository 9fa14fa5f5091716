export type { ChannelListener, Database, Queryable, Transaction } from './database';
export { openDatabase } from './openDatabase';
export { memoryDatabaseFiles, openMemoryDatabase } from './pgliteDatabase';
export { migrate, type MigrationOptions } from './migrate';
