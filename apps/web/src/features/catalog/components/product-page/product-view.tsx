import { Container, Grid, Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Product } from '../../api/catalog-api'
import { useOptionTitles } from '../../hooks/use-option-titles'
import { DatasheetButton } from './datasheet-button'
import { DetailSection } from './detail-section'
import { ProductBreadcrumbs } from './product-breadcrumbs'
import { ProductCa } from './product-ca'
import { ProductCertificates } from './product-certificates'
import { ProductGallery } from './product-gallery'
import { ProductHeading } from './product-heading'
import { ProductProtection } from './product-protection'
import { ProductSpecs } from './product-specs'
import { RelatedProducts } from './related-products'
import classes from './product-view.module.css'

type ProductViewProps = {
  product: Product
  // What other features show on the page, composed by the route (a feature never imports another).
  /** Before the data sheet's button: the favourites' toggle. */
  favorite?: ReactNode
  /** Below the buttons: the quote list's form. */
  quote?: ReactNode
  /** After the product's texts: its comments. */
  comments?: ReactNode
}

/** The product page: gallery and summary first, then its details, certificates and related products. */
export function ProductView({ product, favorite, quote, comments }: ProductViewProps) {
  const { t, i18n } = useTranslation('customer')
  const option = useOptionTitles()
  // The product's texts are Portuguese (English ones come with issue 22's content fields): marked so on an
  // English page, for screen readers and translators.
  const textLang = i18n.language === 'pt-BR' ? undefined : 'pt-BR'

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <ProductBreadcrumbs product={product} categoryTitle={option('categories', product.category).title} />

      <Grid gutter={{ base: 'lg', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ProductGallery images={product.images} name={product.name} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <ProductHeading product={product} option={option} />
            <ProductCa product={product} />
            <Text lang={textLang}>{product.description}</Text>
            <Group gap="sm" align="flex-start">
              {favorite}
              <DatasheetButton href={product.datasheetUrl} />
            </Group>
            {quote}
          </Stack>
        </Grid.Col>
      </Grid>

      {/* Below the first screen: laid out when it comes near it (product-view.module.css). */}
      <div className={classes.below}>
        <Grid gutter={{ base: 'lg', md: 'xl' }} mt={48}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap={40}>
              {product.longDescription ? (
                <DetailSection title={t('product.description')}>
                  <Text lang={textLang} style={{ whiteSpace: 'pre-line' }}>
                    {product.longDescription}
                  </Text>
                </DetailSection>
              ) : null}
              <DetailSection title={t('product.specs')}>
                <ProductSpecs product={product} option={option} />
              </DetailSection>
              {product.en388 || product.ansiCutLevel ? (
                <DetailSection title={t('product.protection')}>
                  <ProductProtection en388={product.en388} ansi={product.ansiCutLevel} />
                </DetailSection>
              ) : null}
              {product.careInstructions ? (
                <DetailSection title={t('product.care')}>
                  <Text lang={textLang} style={{ whiteSpace: 'pre-line' }}>
                    {product.careInstructions}
                  </Text>
                </DetailSection>
              ) : null}
              {comments}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            {product.certificates.length > 0 ? (
              <DetailSection title={t('product.certificates')}>
                <ProductCertificates ids={product.certificates} option={option} />
              </DetailSection>
            ) : null}
          </Grid.Col>
        </Grid>
        <RelatedProducts product={product} />
      </div>
    </Container>
  )
}
