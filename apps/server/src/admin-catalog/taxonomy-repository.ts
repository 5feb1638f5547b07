import { ADMIN_CATALOG_ERROR_CODES } from '@escudo/contracts'
import { and, asc, eq, max, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { filterGroups, filterOptions, products } from '../db/schema/index'
import { codedProblem, notFound, validationFailed } from '../lib/errors'
import { slugify } from '../lib/slug'
import { checkOrder, positionIn } from '../lib/positions'

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

export async function adminTaxonomy(db: Database) {
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

async function requireGroup(db: Database, group: string) {
  const [row] = await db.select().from(filterGroups).where(eq(filterGroups.id, group))
  if (!row) throw notFound(`Grupo de filtros ${group} não encontrado.`)
}

const optionWhere = (group: string, option: string) =>
  and(eq(filterOptions.groupId, group), eq(filterOptions.id, option))

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

export async function addOption(
  db: Database,
  group: string,
  input: OptionText & { id?: string | undefined; title: string; titleEn: string },
) {
  await requireGroup(db, group)
  const id = input.id ?? slugify(input.title)
  if (!id)
    throw validationFailed([
      { pointer: '/data/attributes/title', detail: 'O título precisa de letras ou números.' },
    ])
  const [taken] = await db.select().from(filterOptions).where(optionWhere(group, id))
  if (taken)
    throw codedProblem(409, 'option_exists', `Já existe a opção "${id}" neste grupo.`, {
      pointer: '/data/attributes/id',
    })
  const [last] = await db
    .select({ position: max(filterOptions.position) })
    .from(filterOptions)
    .where(eq(filterOptions.groupId, group))
  await db.insert(filterOptions).values({
    groupId: group,
    id,
    titlePt: input.title,
    titleEn: input.titleEn,
    descriptionPt: input.description || null,
    descriptionEn: input.descriptionEn || null,
    position: (last?.position ?? 0) + 1,
  })
  return id
}

export async function updateOption(db: Database, group: string, option: string, input: OptionText) {
  const changes = columns(input)
  const [row] =
    Object.keys(changes).length > 0
      ? await db.update(filterOptions).set(changes).where(optionWhere(group, option)).returning()
      : await db.select().from(filterOptions).where(optionWhere(group, option))
  if (!row) throw notFound(`Opção ${group}/${option} não encontrada.`)
}

/** The group's options in the order given: every option of the group exactly once. */
export async function reorderOptions(db: Database, group: string, order: string[]) {
  await requireGroup(db, group)
  const current = await db
    .select({ id: filterOptions.id })
    .from(filterOptions)
    .where(eq(filterOptions.groupId, group))
  checkOrder(
    order,
    current.map((row) => row.id),
    '/data/attributes/options',
    'Envie cada opção do grupo exatamente uma vez, na nova ordem.',
  )
  await db
    .update(filterOptions)
    .set({ position: positionIn(filterOptions.id, order) })
    .where(eq(filterOptions.groupId, group))
}

/** An option products still use stays: the 409 says how many. */
export async function deleteOption(db: Database, group: string, option: string) {
  const n = (await usage(db)).get(`${group}:${option}`) ?? 0
  if (n > 0)
    throw codedProblem(
      409,
      ADMIN_CATALOG_ERROR_CODES.optionInUse,
      `Esta opção é usada por ${n} ${n === 1 ? 'produto' : 'produtos'}; troque-a nesses produtos antes de excluí-la.`,
    )
  const deleted = await db.delete(filterOptions).where(optionWhere(group, option)).returning()
  if (deleted.length === 0) throw notFound(`Opção ${group}/${option} não encontrada.`)
}
