import { Alert, Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core'
import { HIGHLIGHTS_MAX } from '@escudo/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IconX } from '../../../../components/icons'
import { moved, OrderedList, OrderedRowControls } from '../../../../components/ordered-list'
import { useGetAdminHighlightsQuery, useSetHighlightsMutation, type HighlightProduct } from '../api/home'
import { ProductPicker } from '../../products/components/product-picker'
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
  const [message, setMessage] = useState<{ color: string; text: string } | null>(null)
  const list = picked ?? saved ?? []
  const edit = (next: Picked[]) => {
    setPicked(next)
    setMessage(null)
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <ProductPicker
          label={t('highlights.add')}
          placeholder={t('highlights.searchPlaceholder')}
          empty={t('highlights.none')}
          exclude={list.map((item) => item.id)}
          disabled={list.length >= HIGHLIGHTS_MAX}
          onPick={(row) =>
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
          }
        />

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
