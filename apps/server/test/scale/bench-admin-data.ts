import { asc, ne, sql } from 'drizzle-orm'
import type { App } from '../../src/app'
import { vacuumEmbedded } from '../../src/db/embedded-vacuum'
import { users } from '../../src/db/schema/index'

/* The back office's data at scale for `npm run bench:admin` (scripts/bench-admin.ts): staff and audit entries. */

/** The staff members who write the entries: the admin and `actors` - 1 more; their ids, the admin's first. */
export async function insertBenchActors(app: App, actors: number): Promise<string[]> {
  await app.db.execute(sql`
    insert into users (email, name, password_hash, role)
    select 'staff' || n || '@escudo.example', 'Equipe ' || n, 'x', 'catalogue'
    from generate_series(2, ${actors}) n`)
  const staff = await app.db
    .select({ id: users.id })
    .from(users)
    .where(ne(users.role, 'customer'))
    .orderBy(asc(users.createdAt), asc(users.email))
  return staff.map((row) => row.id)
}

/**
 * `count` audit entries in one statement, spread over a year and the staff: mostly product updates (two fields each),
 * some product creations (a whole row), estimates, banners and staff changes, as a back office writes them.
 */
export async function insertBenchAuditEntries(app: App, actors: string[], count: number) {
  await app.db.execute(sql`
    with staff as (select array_agg(id order by created_at, email) ids from users where role <> 'customer'),
         product as (select array_agg(id order by reference) ids, count(*)::int n from products)
    insert into audit_log (at, actor_id, actor_name, entity_type, entity_id, table_name, action, before, after)
    select
      timestamptz '2026-11-20T12:00:00Z' - make_interval(mins => i * 5),
      staff.ids[1 + i % ${actors.length}],
      'Equipe ' || (1 + i % ${actors.length}),
      case when i % 10 < 7 then 'products' when i % 10 < 9 then 'estimates' else 'banners' end,
      case when i % 10 < 7 then product.ids[1 + i % product.n]::text else md5(i::text) end,
      case when i % 10 < 7 then 'products' when i % 10 < 9 then 'estimates' else 'banners' end,
      case when i % 10 = 0 then 'insert' else 'update' end,
      case when i % 10 = 0 then null
           else jsonb_build_object('name', 'Luva nitrílica ' || i, 'published', false) end,
      case when i % 10 = 0
           then jsonb_build_object('name', 'Luva nitrílica ' || i, 'reference', 'REF-' || i,
                  'description', repeat('Luva de segurança com revestimento nitrílico. ', 20), 'published', false)
           else jsonb_build_object('name', 'Luva nitrílica ' || i || ' (nova)', 'published', true) end
    from generate_series(1, ${count}) i, staff, product`)
  // A real catalogue and log are in the state their vacuum leaves: PostgreSQL's autovacuum (a minute after
  // thousands of inserts), PGlite's nightly one.
  if (app.database.kind === 'postgres') await app.db.execute(sql`vacuum (analyze)`)
  else await vacuumEmbedded(app.database)
}
