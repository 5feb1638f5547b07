import { ADMIN_CATALOG_ERROR_CODES } from '@escudo/contracts'
import { and, asc, eq, max, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { ChangeFeed } from '../../catalog/change-feed'
import type { CatalogSearch } from '../../catalog/search/types'
import type { Database } from '../../db/client'
import { inTransaction } from '../../db/transaction'
import { filterGroups, filterOptions, products } from '../../db/schema/index'
import { codedProblem, notFound, validationFailed } from '../../lib/errors'
import { checkOrder, positionIn } from '../../lib/positions'
import { slugify } from '../../lib/slug'

declare module 'fastify' {
  interface FastifyInstance {
    taxonomyRepository: TaxonomyRepository
  }
}

/** How many products use each option, for every group (single-valued columns, arrays and secondary). */
async function usage(db: Database): Promise<Map<string, number>> {
  const p = products
  const result = (await db.execute(sql`
    select 'brands' as g, ${p.brand} as o, count(*)::int as n from ${p} group by 2
    union all select 'categories', ${p.category}, count(*)::int from ${p} group by 2
    union all select 'families', ${p.family}, count(*)::int from ${p} group by 2
    union all select 'packaging', ${p.packaging}, count(*)::int from ${p} group by 2
    union all select 'heights', o, count(*)::int from ${p}, unnest(${p.heights}) o group by 2
    union all select 'riskTypes', o, count(*)::int from ${p}, unnest(${p.riskTypes}) o group by 2
    union all select 'segments', o, count(*)::int from ${p}, unnest(${p.segments}) o group by 2
    union all select 'materials', o, count(*)::int from ${p}, unnest(${p.materials}) o group by 2
    union all select 'certificates', o, count(*)::int from ${p}, unnest(${p.certificates}) o group by 2
    union all select s.key, o, count(*)::int
      from ${p}, jsonb_each(${p.secondary}) s, jsonb_array_elements_text(s.value) o group by 1, 2
  `)) as unknown as { rows: { g: string; o: string; n: number }[] }
  return new Map(result.rows.map((row) => [`${row.g}:${row.o}`, Number(row.n)]))
}

/** Every group with its options, and how many products use each option. */
async function view(db: Database) {
  const [groups, options, counts] = await Promise.all([
    db.select().from(filterGroups).orderBy(asc(filterGroups.position)),
    db.select().from(filterOptions).orderBy(asc(filterOptions.position)),
    usage(db),
  ])
  return groups.map((group) => ({
    type: 'filter-groups' as const,
    id: group.id,
    attributes: {
      title: group.titlePt,
      titleEn: group.titleEn,
      multiple: group.multiple,
      appliesTo: group.appliesToGroup ? { group: group.appliesToGroup, option: group.appliesToOption } : null,
      options: options
        .filter((option) => option.groupId === group.id)
        .map((option) => ({
          id: option.id,
          title: option.titlePt,
          titleEn: option.titleEn,
          description: option.descriptionPt,
          descriptionEn: option.descriptionEn,
          position: option.position,
          productCount: counts.get(`${group.id}:${option.id}`) ?? 0,
        })),
    },
  }))
}

async function requireGroup(tx: Database, group: string) {
  const [row] = await tx.select().from(filterGroups).where(eq(filterGroups.id, group)).for('update')
  if (!row)
    throw notFound({
      'pt-BR': `Grupo de filtros ${group} não encontrado.`,
      en: `Filter group ${group} not found.`,
    })
}

const optionWhere = (group: string, option: string) =>
  and(eq(filterOptions.groupId, group), eq(filterOptions.id, option))

const missingOption = (group: string, option: string) =>
  notFound({
    'pt-BR': `Opção ${group}/${option} não encontrada.`,
    en: `Option ${group}/${option} not found.`,
  })

type OptionText = {
  title?: string | undefined
  titleEn?: string | undefined
  description?: string | null | undefined
  descriptionEn?: string | null | undefined
}
const columns = (input: OptionText) => ({
  ...(input.title !== undefined ? { titlePt: input.title } : {}),
  ...(input.titleEn !== undefined ? { titleEn: input.titleEn } : {}),
  ...(input.description !== undefined ? { descriptionPt: input.description || null } : {}),
  ...(input.descriptionEn !== undefined ? { descriptionEn: input.descriptionEn || null } : {}),
})

const optionExists = (id: string) =>
  codedProblem(
    409,
    'option_exists',
    {
      'pt-BR': `Já existe a opção "${id}" neste grupo.`,
      en: `The option "${id}" already exists in this group.`,
    },
    {
      pointer: '/data/attributes/id',
    },
  )

/**
 * The filter groups' options (titles in both languages, descriptions, order). Each command is one
 * transaction that locks its group, so two edits of one group run one after the other, and records the
 * change; the search index is rebuilt after the commit, since it searches option titles.
 */
export function taxonomyRepository(db: Database, changes: ChangeFeed, index: CatalogSearch) {
  const command =
    <A extends unknown[], R>(work: (tx: Database, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await inTransaction(db, async (tx) => {
        const done = await work(tx, ...args)
        await changes.record(tx, 'taxonomy')
        return done
      })
      await index.rebuild()
      return result
    }

  return {
    view: () => view(db),

    /** A new option at the end of its group; its id is the title's slug unless given. */
    add: command(
      async (
        tx,
        group: string,
        input: OptionText & { id?: string | undefined; title: string; titleEn: string },
      ) => {
        await requireGroup(tx, group)
        const id = input.id ?? slugify(input.title)
        if (!id)
          throw validationFailed([
            {
              pointer: '/data/attributes/title',
              detail: {
                'pt-BR': 'O título precisa de letras ou números.',
                en: 'The title needs letters or numbers.',
              },
            },
          ])
        const [last] = await tx
          .select({ position: max(filterOptions.position) })
          .from(filterOptions)
          .where(eq(filterOptions.groupId, group))
        const inserted = await tx
          .insert(filterOptions)
          .values({
            groupId: group,
            id,
            titlePt: input.title,
            titleEn: input.titleEn,
            descriptionPt: input.description || null,
            descriptionEn: input.descriptionEn || null,
            position: (last?.position ?? 0) + 1,
          })
          .onConflictDoNothing()
          .returning({ id: filterOptions.id })
        if (inserted.length === 0) throw optionExists(id)
        return id
      },
    ),

    update: command(async (tx, group: string, option: string, input: OptionText) => {
      const changes = columns(input)
      const [row] =
        Object.keys(changes).length > 0
          ? await tx.update(filterOptions).set(changes).where(optionWhere(group, option)).returning()
          : await tx.select().from(filterOptions).where(optionWhere(group, option))
      if (!row) throw missingOption(group, option)
    }),

    /** The group's options in the order given: every option of the group exactly once. */
    reorder: command(async (tx, group: string, order: string[]) => {
      await requireGroup(tx, group)
      const current = await tx
        .select({ id: filterOptions.id })
        .from(filterOptions)
        .where(eq(filterOptions.groupId, group))
      checkOrder(
        order,
        current.map((row) => row.id),
        '/data/attributes/options',
        {
          'pt-BR': 'Envie cada opção do grupo exatamente uma vez, na nova ordem.',
          en: 'Send each option of the group exactly once, in the new order.',
        },
      )
      await tx
        .update(filterOptions)
        .set({ position: positionIn(filterOptions.id, order) })
        .where(eq(filterOptions.groupId, group))
    }),

    /** An option products still use stays: the 409 says how many. */
    remove: command(async (tx, group: string, option: string) => {
      const [row] = await tx.select().from(filterOptions).where(optionWhere(group, option)).for('update')
      if (!row) throw missingOption(group, option)
      const n = (await usage(tx)).get(`${group}:${option}`) ?? 0
      if (n > 0)
        throw codedProblem(409, ADMIN_CATALOG_ERROR_CODES.optionInUse, {
          'pt-BR': `Esta opção é usada por ${n} ${n === 1 ? 'produto' : 'produtos'}; troque-a nesses produtos antes de excluí-la.`,
          en: `This option is used by ${n} ${n === 1 ? 'product' : 'products'}; change it in those products before deleting it.`,
        })
      await tx.delete(filterOptions).where(optionWhere(group, option))
    }),
  }
}

export type TaxonomyRepository = ReturnType<typeof taxonomyRepository>

async function plugin(app: FastifyInstance) {
  app.decorate('taxonomyRepository', taxonomyRepository(app.db, app.catalogChanges, app.catalogIndex))
}

export default fp(plugin, { name: 'taxonomy-repository', dependencies: ['db', 'catalog-index'] })
