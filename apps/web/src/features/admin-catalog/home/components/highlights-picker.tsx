import {
  Alert,
  Badge,
  Button,
  Card,
  Combobox,
  Group,
  Image,
  Stack,
  Text,
  TextInput,
  Title,
  useCombobox,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { HIGHLIGHTS_MAX } from '@escudo/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IconSearch, IconX } from '../../../../components/icons'
import { moved, OrderedList, OrderedRowControls } from '../../../../components/ordered-list'
import { useGetAdminHighlightsQuery, useSetHighlightsMutation, type HighlightProduct } from '../api/home'
import { useListAdminProductsQuery } from '../../products/api/products'
import { describeFailure } from '../../../../lib/forms'
import { catalogFailures } from '../../shared/utils/api-errors'

/** A product just added has no hiddenReason until saved: the server says why it would be hidden. */
type Picked = Pick<HighlightProduct, 'id' | 'name' | 'reference' | 'published' | 'thumbnailUrl'> &
  Partial<Pick<HighlightProduct, 'hiddenReason'>>

/** The home page's highlights: search products to add, order them, remove, save. */
export function HighlightsPicker() {
  const { t, i18n } = useTranslation('admin-catalog')
  const { data: saved, isLoading } = useGetAdminHighlightsQuery()
  const [save, saving] = useSetHighlightsMutation()
  const [picked, setPicked] = useState<Picked[] | null>(null)
  const [search, setSearch] = useState('')
  const [q] = useDebouncedValue(search, 250)
  const [message, setMessage] = useState<{ color: string; text: string } | null>(null)
  const combobox = useCombobox()
  const { data: found } = useListAdminProductsQuery(
    { 'filter[q]': q, 'page[size]': 8, sort: 'name' },
    { skip: q.trim().length < 2 },
  )
  const list = picked ?? saved ?? []
  const candidates = (found?.rows ?? []).filter((row) => !list.some((item) => item.id === row.id))
  const edit = (next: Picked[]) => {
    setPicked(next)
    setMessage(null)
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Combobox
          store={combobox}
          onOptionSubmit={(id) => {
            const row = candidates.find((candidate) => candidate.id === id)
            if (row)
              edit([
                ...list,
                {
                  id: row.id,
                  name: row.name,
                  reference: row.reference,
                  published: row.published,
                  thumbnailUrl: row.thumbnailUrl,
                },
              ])
            setSearch('')
            combobox.closeDropdown()
          }}
        >
          <Combobox.Target>
            <TextInput
              label={t('highlights.add')}
              placeholder={t('highlights.searchPlaceholder')}
              leftSection={<IconSearch />}
              value={search}
              disabled={list.length >= HIGHLIGHTS_MAX}
              onChange={(event) => {
                setSearch(event.currentTarget.value)
                combobox.openDropdown()
              }}
              onFocus={() => combobox.openDropdown()}
              onBlur={() => combobox.closeDropdown()}
            />
          </Combobox.Target>
          <Combobox.Dropdown hidden={q.trim().length < 2}>
            <Combobox.Options>
              {candidates.length === 0 ? <Combobox.Empty>{t('highlights.none')}</Combobox.Empty> : null}
              {candidates.map((row) => (
                <Combobox.Option value={row.id} key={row.id}>
                  <Text size="sm">{row.name}</Text>
                  <Text size="xs" c="dimmed">
                    {row.reference} · {row.published ? t('status.published') : t('status.draft')}
                  </Text>
                </Combobox.Option>
              ))}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>

        <Title order={2} size="h4">
          {t('highlights.current', { count: list.length, max: HIGHLIGHTS_MAX })}
        </Title>
        <OrderedList
          items={list}
          getKey={(item) => item.id}
          label={t('highlights.list')}
          messages={{ loading: t('highlights.loading'), empty: t('highlights.empty') }}
          loading={isLoading}
          onMove={(from, to) => edit(moved(list, from, to))}
        >
          {(item, index) => (
            <Card withBorder radius="sm" padding="xs" component="li">
              <Group wrap="nowrap" gap="sm">
                <Text fw={700} w={24} ta="right" c="dimmed">
                  {index + 1}
                </Text>
                {item.thumbnailUrl ? (
                  <Image src={item.thumbnailUrl} alt="" w={40} h={40} fit="contain" radius="sm" bg="gray.1" />
                ) : null}
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate="end" title={item.name}>
                    {item.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {item.reference}
                  </Text>
                  {item.published && item.hiddenReason === 'ca_invalido' ? (
                    <Text size="xs" c="red.8">
                      {t('highlights.hiddenCaWhy')}
                    </Text>
                  ) : null}
                </div>
                {!item.published ? (
                  <Badge color="gray.7" variant="filled" visibleFrom="xs">
                    {t('highlights.hidden')}
                  </Badge>
                ) : item.hiddenReason === 'ca_invalido' ? (
                  // Not on phones, where it was cut: the line under the name says it there.
                  <Badge color="red.8" variant="filled" visibleFrom="xs">
                    {t('highlights.hiddenCa')}
                  </Badge>
                ) : null}
                <OrderedRowControls
                  labels={{
                    up: t('highlights.up', { name: item.name }),
                    down: t('highlights.down', { name: item.name }),
                    remove: t('highlights.remove', { name: item.name }),
                  }}
                  removeIcon={<IconX />}
                  onRemove={() => edit(list.filter((other) => other !== item))}
                />
              </Group>
            </Card>
          )}
        </OrderedList>
        {message ? (
          <Alert color={message.color} role={message.color === 'red' ? 'alert' : 'status'}>
            {message.text}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button
            disabled={picked === null}
            loading={saving.isLoading}
            onClick={async () => {
              const result = await save(list.map((item) => item.id))
              if ('error' in result)
                setMessage({
                  color: 'red',
                  text: describeFailure(result.error, t, i18n, catalogFailures).message ?? '',
                })
              else {
                setPicked(null)
                setMessage({ color: 'teal', text: t('highlights.saved') })
              }
            }}
          >
            {t('highlights.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
