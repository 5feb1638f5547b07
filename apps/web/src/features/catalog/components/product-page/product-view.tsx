import { Container, Grid, Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Product } from '../../api/catalog-api'
import { useOptionTitles } from '../../hooks/use-option-titles'
import { usePageText } from '../../utils/product-texts'
import { CompareToggle } from '../compare/compare-toggle'
import { DatasheetButton } from './datasheet-button'
import { DetailSection } from './detail-section'
import { ProductBreadcrumbs } from './product-breadcrumbs'
import { ProductCa } from './product-ca'
import { ProductCertificates } from './product-certificates'
import { ProductChemicals } from './product-chemicals'
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
  const { t } = useTranslation('customer')
  const option = useOptionTitles()
  // English pages show the English texts, each missing one in Portuguese marked lang="pt-BR" (decision 035).
  const text = usePageText()
  const name = text(product, 'name')
  const description = text(product, 'description')
  const longDescription = text(product, 'longDescription')
  const care = text(product, 'careInstructions')

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <ProductBreadcrumbs product={product} categoryTitle={option('categories', product.category).title} />

      <Grid gutter={{ base: 'lg', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ProductGallery images={product.images} name={name.text} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <ProductHeading product={product} name={name} option={option} />
            <ProductCa product={product} />
            <Text lang={description.lang}>{description.text}</Text>
            <Group gap="sm" align="flex-start">
              {favorite}
              <CompareToggle product={product} size="sm" />
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
              {longDescription.text ? (
                <DetailSection title={t('product.description')}>
                  <Text lang={longDescription.lang} style={{ whiteSpace: 'pre-line' }}>
                    {longDescription.text}
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
              {product.chemicalResistance.length > 0 ? (
                <DetailSection title={t('product.chemicals.title')}>
                  <ProductChemicals
                    results={product.chemicalResistance}
                    type={product.en374Type}
                    letters={product.en374Letters}
                  />
                </DetailSection>
              ) : null}
              {care.text ? (
                <DetailSection title={t('product.care')}>
                  <Text lang={care.lang} style={{ whiteSpace: 'pre-line' }}>
                    {care.text}
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
