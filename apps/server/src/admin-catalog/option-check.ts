import { GROUP_ATTRIBUTE, PRIMARY_GROUPS, type ProductInput } from '@escudo/contracts'
import { asc } from 'drizzle-orm'
import type { Database } from '../db/client'
import { filterGroups, filterOptions } from '../db/schema/index'

type Pointer = { pointer: string; detail: string }

/**
 * Option ids must exist in their group (the taxonomy is data, so the contract cannot know them):
 * one error per unknown id, pointing at it.
 */
export async function unknownOptions(db: Database, input: Partial<ProductInput>): Promise<Pointer[]> {
  const groups = await db.select().from(filterGroups).orderBy(asc(filterGroups.position))
  const options = await db.select().from(filterOptions)
  const known = new Set(options.map((option) => `${option.groupId}:${option.id}`))
  const errors: Pointer[] = []
  for (const group of PRIMARY_GROUPS) {
    const attribute = GROUP_ATTRIBUTE[group]
    const value = input[attribute]
    if (value === undefined) continue
    const ids = Array.isArray(value) ? value : [value]
    ids.forEach((id, index) => {
      if (known.has(`${group}:${id}`)) return
      const pointer = `/data/attributes/${attribute}${Array.isArray(value) ? `/${index}` : ''}`
      errors.push({ pointer, detail: `Opção desconhecida: "${id}". Escolha uma opção da lista.` })
    })
  }
  const secondaryGroups = new Set(groups.filter((group) => group.appliesToGroup).map((group) => group.id))
  for (const [group, ids] of Object.entries(input.secondary ?? {})) {
    const pointer = `/data/attributes/secondary/${group.replaceAll('~', '~0').replaceAll('/', '~1')}`
    if (!secondaryGroups.has(group)) {
      errors.push({ pointer, detail: `Filtro secundário desconhecido: "${group}".` })
      continue
    }
    ids.forEach((id, index) => {
      if (!known.has(`${group}:${id}`))
        errors.push({ pointer: `${pointer}/${index}`, detail: `Opção desconhecida: "${id}".` })
    })
  }
  return errors
}
