import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@payment-client/server-kit/db';

describe('notifications on PGlite', () => {
  const opened: Database[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()));
  });
  const open = async () => {
    const db = await openDatabase('memory://');
    opened.push(db);
    return db;
  };

  it('hears a notification once its transaction commits, never one rolled back, and nothing after stopping', async () => {
    const db = await open();
    const heard: string[] = [];
    const stop = await db.listen('catalogue', { notified: (payload) => heard.push(payload) });

    await db.query("SELECT pg_notify('catalogue', 'videos')");
    expect(heard).toEqual(['videos']);

    await db.transaction(async (tx) => {
      await tx.query("SELECT pg_notify('catalogue', 'channels')");
      // Not before the commit: a reader must not drop what it keeps for a change that may yet fail.
      expect(heard).toEqual(['videos']);
    });
    expect(heard).toEqual(['videos', 'channels']);

    await expect(
      db.transaction(async (tx) => {
        await tx.query("SELECT pg_notify('catalogue', 'events')");
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await db.query("SELECT pg_notify('other_channel', 'x')");
    expect(heard).toEqual(['videos', 'channels']);

    await stop();
    await db.query("SELECT pg_notify('catalogue', 'after')");
    expect(heard).toEqual(['videos', 'channels']);
  });

  it('hears notifications a trigger sends for the rows a statement changed', async () => {
    const db = await open();
    await db.query('CREATE TABLE shelf (title text)');
    await db.query(`CREATE FUNCTION shelf_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('shelf', TG_OP); RETURN NULL; END $$`);
    await db.query('CREATE TRIGGER shelf_changed AFTER INSERT OR UPDATE OR DELETE ON shelf FOR EACH STATEMENT EXECUTE FUNCTION shelf_changed()');
    const heard: string[] = [];
    await db.listen('shelf', { notified: (payload) => heard.push(payload) });
    await db.query("INSERT INTO shelf VALUES ('a'), ('b')");
    await db.query("UPDATE shelf SET title = 'c'");
    expect(heard).toEqual(['INSERT', 'UPDATE']);
  });

  it('refuses a channel name that is not a plain identifier', async () => {
    const db = await open();
    await expect(db.listen('catalogue; DROP TABLE x', { notified: () => undefined })).rejects.toThrow(/plain lower-case identifier/);
  });
});
