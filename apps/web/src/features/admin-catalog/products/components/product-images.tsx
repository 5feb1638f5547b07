import { ActionIcon, Alert, Button, Card, Group, Image, Stack, Text, TextInput, Title } from '@mantine/core'
import { IMAGE_MAX_BYTES, IMAGE_TYPES, PRODUCT_IMAGES_MAX } from '@escudo/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IconChevronDown, IconTrash } from '../../../../components/icons'
import type { AdminProduct } from '../api/products'
import {
  useAddProductImageMutation,
  useArrangeProductImagesMutation,
  useDeleteProductImageMutation,
} from '../api/uploads'
import { describeFailure } from '../../../../lib/forms'
import { UploadZone } from '../../shared/components/upload-zone'
import { catalogFailures } from '../../shared/utils/api-errors'

type Arranged = { position: number; alt: string; altEn: string; url: string }

/** The product's images: upload (JPEG, PNG, WebP), order, alt text per image, delete. */
export function ProductImages({ product }: { product: AdminProduct }) {
  const { t, i18n } = useTranslation('admin-catalog')
  const [add, adding] = useAddProductImageMutation()
  const [arrange, arranging] = useArrangeProductImagesMutation()
  const [remove] = useDeleteProductImageMutation()
  const [error, setError] = useState<string | null>(null)
  const [status, setStatus] = useState('')
  const images = product.images
  const arranged = () =>
    images.map(({ position, alt, altEn, thumbnailUrl }) => ({
      position,
      alt,
      altEn: altEn ?? '',
      url: thumbnailUrl,
    }))
  const [items, setItems] = useState<Arranged[]>(arranged)
  // New images from the server (upload, delete, save) replace the local arrangement.
  const [shown, setShown] = useState(images)
  if (shown !== images) {
    setShown(images)
    setItems(arranged())
  }
  const changed = items.some(
    (item, index) =>
      item.position !== images[index]?.position ||
      item.alt !== images[index]?.alt ||
      item.altEn !== (images[index]?.altEn ?? ''),
  )

  const fail = (failure: unknown) =>
    setError(
      describeFailure(failure, t, i18n, catalogFailures).fields.file ??
        describeFailure(failure, t, i18n, catalogFailures).message,
    )

  const upload = async (files: File[]) => {
    setError(null)
    for (const file of files) {
      const result = await add({ id: product.id, file, alt: product.name })
      if ('error' in result) return fail(result.error)
    }
    setStatus(t('images.added', { count: files.length }))
  }
  const edit = (item: Arranged, change: Partial<Arranged>) =>
    setItems((current) => current.map((other) => (other === item ? { ...other, ...change } : other)))
  const move = (index: number, by: number) => {
    const next = [...items]
    const [item] = next.splice(index, 1)
    next.splice(index + by, 0, item!)
    setItems(next)
    setStatus(t('images.moved', { position: index + by + 1 }))
  }
  const save = async () => {
    setError(null)
    const result = await arrange({
      id: product.id,
      // A blank English text is "not translated" (null), never an empty alt on English pages.
      images: items.map(({ position, alt, altEn }) => ({ position, alt, altEn: altEn.trim() || null })),
    })
    if ('error' in result) fail(result.error)
    else setStatus(t('images.saved'))
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t('images.title')}>
      <Title order={2} size="h4" mb="xs">
        {t('images.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('images.help', { max: PRODUCT_IMAGES_MAX, size: IMAGE_MAX_BYTES / 1024 / 1024 })}
      </Text>
      <Stack gap="sm">
        {items.map((item, index) => (
          <Group key={item.position} gap="sm" wrap="wrap" align="flex-end">
            <Image src={item.url} alt="" w={64} h={64} radius="sm" fit="contain" bg="gray.1" />
            <Stack gap="xs" style={{ flex: '1 1 220px' }}>
              <TextInput
                label={t('images.alt', { position: index + 1 })}
                value={item.alt}
                onChange={(event) => edit(item, { alt: event.currentTarget.value })}
              />
              <TextInput
                label={t('images.altEn', { position: index + 1 })}
                description={t('images.altEnHint')}
                lang="en"
                value={item.altEn}
                onChange={(event) => edit(item, { altEn: event.currentTarget.value })}
              />
            </Stack>
            {/* The three buttons wrap together on a phone, not one by one beside the text. */}
            <Group gap="xs" wrap="nowrap">
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('images.up', { position: index + 1 })}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <IconChevronDown style={{ transform: 'rotate(180deg)' }} />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('images.down', { position: index + 1 })}
                disabled={index === items.length - 1}
                onClick={() => move(index, 1)}
              >
                <IconChevronDown />
              </ActionIcon>
              <ActionIcon
                variant="light"
                color="red"
                size="lg"
                aria-label={t('images.delete', { position: index + 1 })}
                onClick={async () => {
                  const result = await remove({ id: product.id, position: item.position })
                  if ('error' in result) fail(result.error)
                  else setStatus(t('images.deleted'))
                }}
              >
                <IconTrash />
              </ActionIcon>
            </Group>
          </Group>
        ))}
        {changed ? (
          <Group>
            <Button size="xs" onClick={() => void save()} loading={arranging.isLoading}>
              {t('images.save')}
            </Button>
          </Group>
        ) : null}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <UploadZone
          onDrop={(files) => void upload(files)}
          onReject={() => setError(t('images.rejected', { size: IMAGE_MAX_BYTES / 1024 / 1024 }))}
          accept={[...IMAGE_TYPES]}
          maxSize={IMAGE_MAX_BYTES}
          loading={adding.isLoading}
          disabled={images.length >= PRODUCT_IMAGES_MAX}
          name="images"
          label={t('images.drop')}
          hint={t('images.types')}
        />
        <Text size="sm" role="status" aria-live="polite" c="dimmed">
          {status}
        </Text>
      </Stack>
    </Card>
  )
}
