import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'

/**
 * `count` quote requests as buyers leave them: 1,000 customers, each quote with three lines of published
 * products, a staff reply and its submission event. Written in set-based SQL, in one transaction. For the
 * benchmarks (`npm run bench:backup`), never for a deployment.
 */
export async function addSyntheticQuotes(db: Database, count: number): Promise<void> {
  if (count <= 0) return
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (email, name, password_hash, company)
      select 'comprador' || i || '@bench.example', 'Comprador ' || i, 'not-a-password-hash', 'Obra ' || i
      from generate_series(1, 1000) as i`)
    await tx.execute(sql`
      create temporary table bench_products on commit drop as
      select row_number() over (order by id) as n, id from products where published`)
    await tx.execute(sql`
      create temporary table bench_estimates on commit drop as
      select gen_random_uuid() as id, i from generate_series(1, ${count}) as i`)
    await tx.execute(sql`
      insert into estimates (id, user_id, message, status)
      select e.id, u.id, 'Precisamos de cotação para a obra ' || e.i || ', entrega em São Paulo.',
             (array['em_aberto', 'informacao_pendente', 'respondido', 'aprovado'])[1 + e.i % 4]
      from bench_estimates e
      join (select row_number() over (order by id) as n, id from users where email like '%@bench.example') u
        on u.n = 1 + e.i % 1000`)
    await tx.execute(sql`
      insert into estimate_lines (estimate_id, position, product_id, quantity, size, note)
      select e.id, l, p.id, 1 + (e.i * l) % 200, (array['P', 'M', 'G', null])[1 + (e.i + l) % 4],
             case when l = 1 then 'Entregar no almoxarifado' end
      from bench_estimates e
      cross join generate_series(1, 3) as l
      join bench_products p on p.n = 1 + (e.i * 7 + l * 13) % (select count(*) from bench_products)`)
    await tx.execute(sql`
      insert into estimate_messages (estimate_id, author_role, body)
      select id, 'staff', 'Olá! Segue a proposta com o prazo de entrega.' from bench_estimates`)
    await tx.execute(sql`
      insert into estimate_events (estimate_id, actor_role, to_status)
      select id, 'customer', 'em_aberto' from bench_estimates`)
  })
}
