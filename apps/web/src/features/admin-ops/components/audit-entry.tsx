import { Anchor, Box, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFormatters } from '../../../lib/format'
import {
  auditChanges,
  auditHref,
  auditSubject,
  auditValue,
  auditWhatKey,
  truncateValue,
  type AuditChange,
  type AuditEntry,
  type ValueFormat,
} from '../utils/audit-entry'

/** A created row shows this many fields until asked for all of them. */
const FIELDS_SHOWN = 4

/**
 * When: the day and the time as every back-office screen writes them (26/11/2026, 14:05), in the reader's time
 * zone like the rest (issue 32).
 */
export function useAuditTime() {
  const format = useFormatters()
  return (at: string) => format.date(at, { dateStyle: 'short', timeStyle: 'short' })
}

function useValueFormat(): ValueFormat {
  const { t } = useTranslation('admin-ops')
  const format = useFormatters()
  const time = useAuditTime()
  return {
    yes: t('audit.yes'),
    no: t('audit.no'),
    empty: t('audit.empty'),
    date: (value) => format.date(value, { dateStyle: 'short' }),
    dateTime: time,
    money: (cents) => format.money(cents / 100),
    // A value in words (`audit.values.<column>`: a role, an import's status), or an estimate's status (the
    // area's `status.*`).
    word: (column, value) =>
      t([`audit.values.${column}.${value}`, ...(column === 'status' ? [`status.${value}`] : [])], {
        defaultValue: '',
      }) || undefined,
  }
}

/** Who: the staff member's name as it was when they wrote. */
export function AuditWho({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin-ops')
  return <Text size="sm">{entry.actorName || t('audit.unknownActor')}</Text>
}

/** What happened ("Produto alterado"), a link to the resource's page when it has one, and what it is named. */
export function AuditWhat({ entry, link = true }: { entry: AuditEntry; link?: boolean }) {
  const { t } = useTranslation('admin-ops')
  const label = t(`audit.what.${auditWhatKey(entry)}`, {
    defaultValue: t(`audit.generic.${entry.action}`, { kind: t(`audit.kinds.${entry.entityType}`) }),
  })
  const href = link ? auditHref(entry.entityType, entry.entityId) : undefined
  const subject = auditSubject(entry)
  return (
    <Box miw={0}>
      {href ? (
        <Anchor component={Link} to={href} size="sm" fw={600}>
          {label}
        </Anchor>
      ) : (
        <Text size="sm" fw={600}>
          {label}
        </Text>
      )}
      {subject ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {subject}
        </Text>
      ) : null}
    </Box>
  )
}

/** A value, cut short when long, with a button to see it whole (and to cut it again). */
function AuditValue({ text }: { text: string }) {
  const { t } = useTranslation('admin-ops')
  const [whole, setWhole] = useState(false)
  const short = truncateValue(text)
  return (
    <Text span size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
      {short && !whole ? short : text}
      {short ? (
        <>
          {' '}
          <Anchor component="button" type="button" size="xs" onClick={() => setWhole(!whole)}>
            {t(whole ? 'audit.showLess' : 'audit.showAll')}
          </Anchor>
        </>
      ) : null}
    </Text>
  )
}

function ChangeLine({ change, entry }: { change: AuditChange; entry: AuditEntry }) {
  const { t } = useTranslation('admin-ops')
  const format = useValueFormat()
  const { action } = entry
  // A column named alike in several tables may mean something else in one (a data sheet's size is in bytes).
  const field = t([`audit.tableFields.${entry.table}.${change.column}`, `audit.fields.${change.column}`], {
    defaultValue: change.column,
  })
  const value = (raw: unknown) => <AuditValue text={auditValue(change.column, raw, format)} />
  return (
    <li>
      <Text span size="sm" fw={600}>
        {field}:
      </Text>{' '}
      {action === 'update' ? (
        <>
          {value(change.before)}{' '}
          <Text span size="sm" aria-hidden>
            →
          </Text>
          <VisuallyHidden>{t('audit.became')}</VisuallyHidden> {value(change.after)}
        </>
      ) : (
        value(action === 'insert' ? change.after : change.before)
      )}
    </li>
  )
}

/** The fields an entry changed, "campo: antes → depois"; a created or deleted row's first fields, then all. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin-ops')
  const [all, setAll] = useState(false)
  const changes = auditChanges(entry)
  if (changes.length === 0) return null
  const shown = entry.action === 'update' || all ? changes : changes.slice(0, FIELDS_SHOWN)
  return (
    <Stack gap={2} align="flex-start">
      <Box component="ul" m={0} pl="md" style={{ overflowWrap: 'anywhere' }}>
        {shown.map((change) => (
          <ChangeLine key={change.column} change={change} entry={entry} />
        ))}
      </Box>
      {shown.length < changes.length || all ? (
        <Anchor component="button" type="button" size="xs" onClick={() => setAll(!all)}>
          {all ? t('audit.fewerFields') : t('audit.allFields', { count: changes.length })}
        </Anchor>
      ) : null}
    </Stack>
  )
}

/** One entry of a resource's history: when and who, what, the fields. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin-ops')
  const time = useAuditTime()
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <AuditWhat entry={entry} link={false} />
          <Text size="xs" c="dimmed">
            {time(entry.at)} · {entry.actorName || t('audit.unknownActor')}
          </Text>
        </Group>
        <AuditChanges entry={entry} />
      </Stack>
    </Paper>
  )
}
