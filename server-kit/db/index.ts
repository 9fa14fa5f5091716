export type { ChannelListener, Database, Queryable, Transaction } from './database';
export { openDatabase } from './openDatabase';
export { migrate, type MigrationOptions } from './migrate';
