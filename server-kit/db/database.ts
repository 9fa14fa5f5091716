/** What the servers need from a database: the same SQL runs on PGlite and on PostgreSQL. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
}

export interface Transaction extends Queryable {
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** Hears the notifications of one channel (`NOTIFY channel, payload`, or `pg_notify`). */
export interface ChannelListener {
  /** A notification, heard once the transaction that sent it has committed. */
  notified(payload: string): void;
  /** The connection that listens was lost: notifications may go unheard until `resumed`. */
  interrupted?(): void;
  /** Listening again on a new connection; whatever was sent in between went unheard. */
  resumed?(): void;
}

export interface Database extends Queryable {
  /** Commits when `fn` resolves, rolls back when it throws, so a failed request writes nothing. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Hears every notification on `channel`, from any connection or process, this one's included.
   * The channel is a plain lower-case identifier. Resolves, once listening, to a function that stops.
   */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
