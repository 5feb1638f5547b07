import { AUDIT_ENTITY_TYPES, type AuditEntityType } from '@escudo/contracts'
import { Button, Group, NativeSelect, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ListColumn } from '../../../components/list-table'
import { useListPage, type ListPage } from '../../../lib/use-list-page'
import { AUDIT_PAGE_SIZE, auditApi } from '../api/audit'
import { useListStaffQuery } from '../api/staff'
import type { AuditEntry } from '../utils/audit-entry'
import { AdminListView } from './admin-list-view'
import { AuditChanges, AuditWhat, AuditWho, useAuditTime } from './audit-entry'

const DAY = /^\d{4}-\d{2}-\d{2}$/
const FILTERS = { actor: '', kind: '', from: '', to: '' }
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** A day in the address that is not one (an old or edited link) is left out rather than refused. */
const day = (value: string) => (DAY.test(value) ? value : undefined)

/**
 * The audit log (admins): every back-office write, newest first, with who, what and the fields before and
 * after; filtered by person, kind of resource, a span of days and a resource's id (the search), all in the
 * address.
 */
export function AuditLogView() {
  const { t } = useTranslation('admin-ops')
  const list = useListPage({
    defaults: FILTERS,
    allowed: { kind: ['', ...AUDIT_ENTITY_TYPES] },
    pageSize: AUDIT_PAGE_SIZE,
    endpoint: auditApi.endpoints.listAuditLog,
    args: ({ page, q, actor, kind, from, to }) => ({
      page,
      actor: GUID.test(actor) ? actor : undefined,
      entityType: (kind || undefined) as AuditEntityType | undefined,
      entityId: q.trim().slice(0, 64) || undefined,
      from: day(from),
      to: day(to),
    }),
  })
  const columns = useColumns()
  return (
    <AdminListView
      texts="audit"
      list={list}
      moreFilters={<AuditFilters list={list} />}
      empty={filtered(list.state) || list.state.q ? 'audit.emptyFiltered' : 'audit.emptyLog'}
      table={{ columns, minWidth: 880, label: t('audit.title') }}
    />
  )
}

/** Any of the filters beside the search chosen (the search field keeps its own text, so it is cleared there). */
const filtered = (state: typeof FILTERS) =>
  (Object.keys(FILTERS) as (keyof typeof FILTERS)[]).some((key) => state[key] !== '')

function AuditFilters({ list }: { list: ListPage<typeof FILTERS, unknown> }) {
  const { t } = useTranslation('admin-ops')
  const staff = useListStaffQuery()
  const { actor, from, to } = list.state
  const people = [...(staff.data ?? [])].sort((a, b) => a.name.localeCompare(b.name))
  // A person no longer in the list (or not loaded yet) stays chosen by id.
  const known = actor === '' || people.some((person) => person.id === actor)
  const select = (key: 'actor' | 'kind', label: string, data: { value: string; label: string }[]) => (
    <NativeSelect
      label={label}
      value={list.state[key]}
      onChange={(event) => list.filter({ [key]: event.currentTarget.value })}
      data={data}
      w={{ base: '100%', xs: 220 }}
    />
  )
  // The span's ends bound each other, so the picker offers no day that would empty the list.
  const day = (key: 'from' | 'to') => (
    <TextInput
      type="date"
      label={t(`audit.filters.${key}`)}
      value={list.state[key]}
      min={key === 'to' ? from || undefined : undefined}
      max={key === 'from' ? to || undefined : undefined}
      onChange={(event) => list.filter({ [key]: event.currentTarget.value })}
      w={{ base: '47%', xs: 170 }}
    />
  )
  return (
    <Group align="flex-end" gap="sm">
      {select('actor', t('audit.filters.person'), [
        { value: '', label: t('audit.filters.anyone') },
        ...(known ? [] : [{ value: actor, label: t('audit.filters.someone') }]),
        ...people.map((person) => ({ value: person.id, label: person.name })),
      ])}
      {select('kind', t('audit.filters.kind'), [
        { value: '', label: t('audit.filters.anyKind') },
        ...AUDIT_ENTITY_TYPES.map((value) => ({ value, label: t(`audit.kinds.${value}`) })),
      ])}
      {day('from')}
      {day('to')}
      {filtered(list.state) ? (
        <Button variant="subtle" onClick={() => list.filter(FILTERS)}>
          {t('audit.filters.clear')}
        </Button>
      ) : null}
    </Group>
  )
}

function useColumns(): ListColumn<AuditEntry>[] {
  const { t } = useTranslation('admin-ops')
  const time = useAuditTime()
  return [
    { header: t('audit.when'), nowrap: true, cell: (entry) => time(entry.at) },
    { header: t('audit.who'), cell: (entry) => <AuditWho entry={entry} /> },
    { header: t('audit.whatLabel'), cell: (entry) => <AuditWhat entry={entry} /> },
    { header: t('audit.changes'), cell: (entry) => <AuditChanges entry={entry} /> },
  ]
}
