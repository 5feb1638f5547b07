import { GROUP_ATTRIBUTE, PRIMARY_GROUPS, type ProductInput } from '@escudo/contracts'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { filterGroups, filterOptions } from '../../db/schema/index'
import type { Bilingual } from '../../lib/errors'
import { productMessages } from './product-messages'

type Pointer = { pointer: string; detail: Bilingual }

/**
 * Option ids must exist in their group (the taxonomy is data, so the contract cannot know them):
 * one error per unknown id, pointing at it. One query, and none when the input names no option.
 */
export async function unknownOptions(db: Database, input: Partial<ProductInput>): Promise<Pointer[]> {
  const names = PRIMARY_GROUPS.some((group) => input[GROUP_ATTRIBUTE[group]] !== undefined)
  if (!names && input.secondary === undefined) return []
  const rows = await db
    .select({ group: filterGroups.id, appliesToGroup: filterGroups.appliesToGroup, option: filterOptions.id })
    .from(filterGroups)
    .leftJoin(filterOptions, eq(filterOptions.groupId, filterGroups.id))
  const known = new Set(rows.map((row) => `${row.group}:${row.option}`))
  const errors: Pointer[] = []
  for (const group of PRIMARY_GROUPS) {
    const attribute = GROUP_ATTRIBUTE[group]
    const value = input[attribute]
    if (value === undefined) continue
    const ids = Array.isArray(value) ? value : [value]
    ids.forEach((id, index) => {
      if (known.has(`${group}:${id}`)) return
      const pointer = `/data/attributes/${attribute}${Array.isArray(value) ? `/${index}` : ''}`
      errors.push({ pointer, detail: productMessages.unknownOption(id) })
    })
  }
  const secondaryGroups = new Set(rows.filter((row) => row.appliesToGroup).map((row) => row.group))
  for (const [group, ids] of Object.entries(input.secondary ?? {})) {
    const pointer = `/data/attributes/secondary/${group.replaceAll('~', '~0').replaceAll('/', '~1')}`
    if (!secondaryGroups.has(group)) {
      errors.push({ pointer, detail: productMessages.unknownSecondaryGroup(group) })
      continue
    }
    ids.forEach((id, index) => {
      if (!known.has(`${group}:${id}`))
        errors.push({ pointer: `${pointer}/${index}`, detail: productMessages.unknownSecondaryOption(id) })
    })
  }
  return errors
}
