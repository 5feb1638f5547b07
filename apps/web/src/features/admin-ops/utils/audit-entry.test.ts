import { describe, expect, it } from 'vitest'
import {
  auditChanges,
  auditHref,
  auditSubject,
  auditValue,
  auditWhatKey,
  truncateValue,
  type AuditEntry,
  type ValueFormat,
} from './audit-entry'

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  at: '2026-11-26T14:05:00.000Z',
  actorId: 'u-1',
  actorName: 'Equipe Escudo',
  apiKeyId: null,
  entityType: 'products',
  entityId: 'p-1',
  table: 'products',
  action: 'update',
  before: null,
  after: null,
  ...overrides,
})

const WORDS: Record<string, string> = { 'status.respondido': 'Respondido', 'role.sales': 'Vendas' }

const format: ValueFormat = {
  yes: 'Sim',
  no: 'Não',
  empty: '(vazio)',
  date: (value) => `dia ${value}`,
  dateTime: (value) => `momento ${value}`,
  money: (cents) => `R$ ${(cents / 100).toFixed(2)}`,
  word: (column, value) => WORDS[`${column}.${value}`],
}

describe('audit entries', () => {
  it('say what happened by table and action, and an estimate by its new status', () => {
    expect(auditWhatKey(entry({}))).toBe('products.update')
    expect(auditWhatKey(entry({ table: 'product_images', action: 'insert' }))).toBe('product_images.insert')
    expect(
      auditWhatKey(
        entry({
          entityType: 'estimates',
          table: 'estimates',
          before: { status: 'em_aberto' },
          after: { status: 'respondido' },
        }),
      ),
    ).toBe('estimates.status.respondido')
    expect(auditWhatKey(entry({ table: 'import_jobs', action: 'insert', after: { dry_run: true } }))).toBe(
      'import_jobs.dryRun',
    )
    expect(auditWhatKey(entry({ table: 'import_jobs', action: 'insert', after: { dry_run: false } }))).toBe(
      'import_jobs.insert',
    )
    // A line of an estimate is its own kind of change, whatever its columns.
    expect(
      auditWhatKey(entry({ entityType: 'estimates', table: 'estimate_lines', after: { status: 'x' } })),
    ).toBe('estimate_lines.update')
  })

  it("link to the resource's back-office page when there is one", () => {
    expect(auditHref('products', 'p-1')).toBe('/admin/produtos/p-1')
    expect(auditHref('estimates', 'e 1')).toBe('/admin/orcamentos/e%201')
    expect(auditHref('imports', 'j-1')).toBe('/admin/produtos/importar/j-1')
    expect(auditHref('highlights', 'p-2')).toBe('/admin/produtos/p-2')
    expect(auditHref('bulk-actions', 'b-1')).toBeUndefined()
  })

  it("list an update's changed fields with both values, the telling ones first", () => {
    const changes = auditChanges(
      entry({
        before: { en388: null, ca_number: '12345', ca_valid_until: '2027-01-31' },
        after: { en388: '4x43c', ca_number: '45123', ca_valid_until: '2031-06-30' },
      }),
    )
    expect(changes).toEqual([
      { column: 'ca_number', before: '12345', after: '45123' },
      { column: 'ca_valid_until', before: '2027-01-31', after: '2031-06-30' },
      { column: 'en388', before: null, after: '4x43c' },
    ])
  })

  it("list a created row's filled fields, without its ids, storage paths and times, and a deleted row's values", () => {
    const created = auditChanges(
      entry({
        action: 'insert',
        after: { id: 'p-1', en388: null, norms: [], published: false, reference: 'EP-1', name: 'Luva X' },
      }),
    )
    expect(created).toEqual([
      { column: 'name', before: undefined, after: 'Luva X' },
      { column: 'reference', before: undefined, after: 'EP-1' },
      { column: 'published', before: undefined, after: false },
    ])
    const image = auditChanges(
      entry({
        table: 'product_datasheets',
        action: 'insert',
        after: {
          size: 1293,
          file_name: 'ficha.pdf',
          file_path: 'datasheets/p-1/abc',
          product_id: 'p-1',
          uploaded_at: '2026-11-26T14:05:00+00:00',
        },
      }),
    )
    expect(image.map((change) => change.column)).toEqual(['size', 'file_name'])
    const deleted = auditChanges(entry({ action: 'delete', before: { product_id: 'p-1', alt: 'Frente' } }))
    expect(deleted).toEqual([{ column: 'alt', before: 'Frente', after: undefined }])
  })

  it('name the resource from its row when it can', () => {
    expect(auditSubject(entry({ after: { reference: 'EP-1', name: 'Luva X' } }))).toBe('Luva X')
    expect(auditSubject(entry({ before: { number: 42 } }))).toBe('42')
    expect(auditSubject(entry({ after: { published: true } }))).toBeUndefined()
  })

  it('write values as a person reads them', () => {
    expect(auditValue('published', true, format)).toBe('Sim')
    expect(auditValue('is_lancamento', false, format)).toBe('Não')
    expect(auditValue('en388', null, format)).toBe('(vazio)')
    expect(auditValue('unit_price_cents', 1990, format)).toBe('R$ 19.90')
    expect(auditValue('popularity', 7, format)).toBe('7')
    expect(auditValue('ca_valid_until', '2031-06-30', format)).toBe('dia 2031-06-30')
    expect(auditValue('answered_at', '2026-11-26T14:05:00.123+00:00', format)).toBe(
      'momento 2026-11-26T14:05:00.123+00:00',
    )
    expect(auditValue('status', 'respondido', format)).toBe('Respondido')
    expect(auditValue('status', 'queued', format)).toBe('queued')
    expect(auditValue('role', 'sales', format)).toBe('Vendas')
    expect(auditValue('name', 'sales', format)).toBe('sales')
    expect(auditValue('sizes', ['8', '9'], format)).toBe('8, 9')
    expect(auditValue('secondary', { cor: ['azul'] }, format)).toBe('{"cor":["azul"]}')
  })

  it('cut long values at a word', () => {
    expect(truncateValue('curto')).toBeUndefined()
    const long =
      'Luva com revestimento nitrílico, boa aderência em superfícies oleosas e abrasivas, punho de malha.'
    const cut = truncateValue(long)!
    expect(cut.endsWith('…')).toBe(true)
    expect(cut.length).toBeLessThanOrEqual(81)
    expect(long.startsWith(cut.slice(0, -1))).toBe(true)
    expect(cut.at(-2)).not.toBe(' ')
  })
})
