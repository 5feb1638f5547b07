import { Badge, Group, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Product } from '../../api/catalog-api'
import type { OptionTitles } from '../../hooks/use-option-titles'
import type { PageText } from '../../utils/product-texts'

/** Brand, line and the release badge above the product's name and its reference. */
export function ProductHeading({
  product,
  name,
  option,
}: {
  product: Product
  /** The name in the page's language (usePageText). */
  name: PageText
  option: OptionTitles
}) {
  const { t } = useTranslation('customer')
  return (
    <>
      <Group gap="xs">
        <Text size="sm" fw={700} tt="uppercase" c="escudo.8">
          {option('brands', product.brand).title}
        </Text>
        <Text size="sm" c="dimmed">
          · {t('product.line', { line: option('families', product.family).title })}
        </Text>
        {product.isLancamento ? (
          <Badge color="safety.6" c="escudo.9" radius="sm">
            {t('product.release')}
          </Badge>
        ) : null}
      </Group>
      <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2} lang={name.lang}>
        {name.text}
      </Title>
      <Text c="dimmed">{t('product.reference', { reference: product.reference })}</Text>
    </>
  )
}
