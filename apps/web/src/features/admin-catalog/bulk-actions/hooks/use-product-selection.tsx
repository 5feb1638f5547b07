import { Checkbox } from '@mantine/core'
import type { BulkSelection, BulkSelectionFilter } from '@escudo/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListColumn } from '../../../../components/list-table'

type Row = { id: string; name: string }

/** Chosen rows by id (kept across pages), or every product matching the filters ("select all N"). */
type Chosen = { all: false; ids: Set<string> } | { all: true }

const NONE: Chosen = { all: false, ids: new Set() }

export type ProductSelection = ReturnType<typeof useProductSelection>

/**
 * The admin list's selection for bulk actions. It is cleared when the filters change: "all matching" and
 * the ids chosen were chosen among what the old filters showed.
 */
export function useProductSelection(filter: BulkSelectionFilter, rows: Row[] | undefined, total: number) {
  const filterKey = JSON.stringify(filter)
  // Kept with the filters it was made under: under other filters it reads as nothing chosen.
  const [state, setState] = useState<{ filterKey: string; chosen: Chosen }>({ filterKey, chosen: NONE })
  const chosen = state.filterKey === filterKey ? state.chosen : NONE
  const setChosen = (next: Chosen) => setState({ filterKey, chosen: next })

  const pageIds = rows?.map((row) => row.id) ?? []
  const isChosen = (id: string) => chosen.all || chosen.ids.has(id)
  const pageChosen = pageIds.filter(isChosen).length

  /** Ids chosen now: from "all matching", unticking one keeps the rest of the page chosen. */
  const idsNow = () => (chosen.all ? new Set(pageIds) : new Set(chosen.ids))

  return {
    all: chosen.all,
    count: chosen.all ? total : chosen.ids.size,
    isChosen,
    /** Every row of the page, some, or none. */
    page: pageIds.length > 0 && pageChosen === pageIds.length ? 'all' : pageChosen > 0 ? 'some' : 'none',
    /** "Select all N matching" is offered when the page is chosen and more products match. */
    canChooseAll:
      !chosen.all && pageIds.length > 0 && pageChosen === pageIds.length && total > pageIds.length,
    toggle(id: string) {
      const ids = idsNow()
      if (ids.has(id)) ids.delete(id)
      else ids.add(id)
      setChosen({ all: false, ids })
    },
    togglePage() {
      const ids = idsNow()
      const choose = pageChosen < pageIds.length
      for (const id of pageIds) {
        if (choose) ids.add(id)
        else ids.delete(id)
      }
      setChosen({ all: false, ids })
    },
    chooseAll: () => setChosen({ all: true }),
    clear: () => setChosen(NONE),
    /** The request's `selection`: the filters themselves for "all matching", resolved by the server. */
    request: (): BulkSelection => (chosen.all ? { filter } : { ids: [...chosen.ids] }),
  }
}

/** The first column: a checkbox per row, and one in the header for the page. */
export function useSelectionColumn<T extends Row>(selection: ProductSelection): ListColumn<T> {
  const { t } = useTranslation('admin-catalog')
  return {
    header: t('bulk.select'),
    title: (
      <Checkbox
        aria-label={t('bulk.selectPage')}
        checked={selection.page === 'all'}
        indeterminate={selection.page === 'some'}
        onChange={selection.togglePage}
      />
    ),
    cell: (row) => (
      <Checkbox
        aria-label={t('bulk.selectOne', { name: row.name })}
        checked={selection.isChosen(row.id)}
        onChange={() => selection.toggle(row.id)}
      />
    ),
  }
}
