import { Card, SimpleGrid, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { RulePreview } from '../api/rules'

/** A query's first results without any rule and with the rule as edited, side by side (stacked on a phone). */
export function RulePreviewLists({ preview }: { preview: RulePreview }) {
  const { t } = useTranslation('admin-catalog')
  const column = (title: string, total: number, products: RulePreview['without']) => (
    <Card withBorder padding="sm" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('rules.previewTotal', { count: total })}
      </Text>
      {products.length === 0 ? (
        <Text size="sm">{t('rules.previewEmpty')}</Text>
      ) : (
        <ol style={{ margin: 0, paddingInlineStart: '1.5rem' }}>
          {products.map((product) => (
            <li key={product.id}>
              <Text size="sm" span>
                {product.name}
              </Text>{' '}
              <Text size="xs" c="dimmed" span>
                {product.reference}
              </Text>
            </li>
          ))}
        </ol>
      )}
    </Card>
  )
  return (
    <>
      {preview.redirect && <Text size="sm">{t('rules.previewRedirect', { path: preview.redirect })}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {column(t('rules.previewWithout'), preview.totalWithout, preview.without)}
        {column(t('rules.previewWith'), preview.totalWithRule, preview.withRule)}
      </SimpleGrid>
    </>
  )
}
