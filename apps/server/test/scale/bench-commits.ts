import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../../src/db/client'

/** The statements `npm run bench:durability` times: one small committed write at a time, on any database. */
export const benchCommits = {
  prepare: (handle: DatabaseHandle) =>
    handle.db.execute(sql`create table if not exists bench_durability (id serial primary key, payload text)`),
  write: (handle: DatabaseHandle, n: number) =>
    handle.db.execute(sql`insert into bench_durability (payload) values (${`write ${n}`})`),
  dropSchema: (handle: DatabaseHandle, schema: string) =>
    handle.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`)),
}
