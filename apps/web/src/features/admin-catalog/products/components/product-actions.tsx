import { Alert, Anchor, Button, Card, Group, List, Progress, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../../config/paths'
import {
  useDeleteAdminProductMutation,
  useDuplicateAdminProductMutation,
  useSetAdminProductPublishedMutation,
  type AdminProduct,
} from '../api/products'
import { describeFailure } from '../../../../lib/forms'
import { catalogFailures } from '../../shared/utils/api-errors'
import { PublishedBadge } from './completeness-badge'

type ProductActionsProps = {
  product: AdminProduct
  onDuplicated: (copy: AdminProduct) => void
  onDeleted: () => void
}

/** Beside the form: publication, completeness (what is missing), duplicate, delete. */
export function ProductActions({ product, onDuplicated, onDeleted }: ProductActionsProps) {
  const { t, i18n } = useTranslation('admin-catalog')
  const [setPublished, publishing] = useSetAdminProductPublishedMutation()
  const [duplicate, duplicating] = useDuplicateAdminProductMutation()
  const [remove, removing] = useDeleteAdminProductMutation()
  const [error, setError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const { percent, missing } = product.completeness
  const fail = (failure: unknown) => {
    const described = describeFailure(failure, t, i18n, catalogFailures)
    const fields = Object.keys(described.fields)
    setError(
      fields.length > 0 && described.message === t('errors.summary')
        ? t('actions.cannotPublish', { fields: fields.map((field) => t(`fields.${field}`)).join(', ') })
        : described.message,
    )
  }

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg" component="section" aria-label={t('actions.publication')}>
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {t('actions.publication')}
          </Title>
          <PublishedBadge published={product.published} />
        </Group>
        <Text size="sm" fw={600} id="completeness-label">
          {t('actions.completeness', { percent })}
        </Text>
        {/* The text above says the percentage: the bar is decoration. */}
        <Progress value={percent} color={percent === 100 ? 'teal' : 'yellow'} my="xs" aria-hidden="true" />
        {missing.length > 0 ? (
          <>
            <Text size="sm" c="dimmed">
              {t('actions.missing')}
            </Text>
            <List size="sm" mb="sm">
              {missing.map((field) => (
                <List.Item key={field}>{t(`fields.${field}`)}</List.Item>
              ))}
            </List>
          </>
        ) : (
          <Text size="sm" c="teal.9" mb="sm">
            {t('completeness.complete')}
          </Text>
        )}
        {error ? (
          <Alert color="red" role="alert" mb="sm">
            {error}
          </Alert>
        ) : null}
        <Stack gap="xs">
          <Button
            variant={product.published ? 'default' : 'filled'}
            color={product.published ? undefined : 'teal.9'}
            loading={publishing.isLoading}
            onClick={async () => {
              setError(null)
              const result = await setPublished({ id: product.id, published: !product.published })
              if ('error' in result) fail(result.error)
            }}
          >
            {product.published ? t('actions.unpublish') : t('actions.publish')}
          </Button>
          {product.published ? (
            <Anchor
              component={Link}
              to={paths.storefront.product.getHref(product.slug)}
              size="sm"
              ta="center"
            >
              {t('actions.viewInStore')}
            </Anchor>
          ) : null}
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-label={t('actions.more')}>
        <Title order={2} size="h4" mb="sm">
          {t('actions.more')}
        </Title>
        <Stack gap="xs">
          <Button
            variant="default"
            loading={duplicating.isLoading}
            onClick={async () => {
              const result = await duplicate(product.id)
              if ('error' in result) fail(result.error)
              else onDuplicated(result.data)
            }}
          >
            {t('actions.duplicate')}
          </Button>
          {confirming ? (
            <Group grow gap="xs">
              <Button
                color="red"
                loading={removing.isLoading}
                onClick={async () => {
                  const result = await remove(product.id)
                  if ('error' in result) {
                    setConfirming(false)
                    fail(result.error)
                  } else onDeleted()
                }}
              >
                {t('actions.confirmDelete')}
              </Button>
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t('actions.cancel')}
              </Button>
            </Group>
          ) : (
            <Button variant="subtle" color="red" c="red.9" onClick={() => setConfirming(true)}>
              {t('actions.delete')}
            </Button>
          )}
        </Stack>
      </Card>
    </Stack>
  )
}
