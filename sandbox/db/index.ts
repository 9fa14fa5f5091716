export type { Database, Queryable, Transaction } from './database';
export { openDatabase } from './openDatabase';
export { migrate } from './migrate';
