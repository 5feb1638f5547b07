import { productQueryToString } from '@escudo/contracts'
import { Badge, Container, Stack, Text, Title } from '@mantine/core'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { paths } from '../../../config/paths'
import { SITE_CONTACT, SITE_LOGO } from '../../../config/site'
import {
  useGetBannersQuery,
  useGetFiltersQuery,
  useGetHighlightsQuery,
  useGetMostPopularQuery,
  useListProductsQuery,
} from '../../../features/catalog/api/catalog-api'
import { BannerFrame } from '../../../features/catalog/components/banner-frame'
import { CategoryEntries } from '../../../features/catalog/components/category-entries'
import { SearchBox } from '../../../features/catalog/components/search-box'
import { EMPTY_QUERY } from '../../../features/catalog/utils/catalog-query'
import { HOME_BLOCK_SIZE, HOME_RELEASES } from '../../../features/catalog/utils/page-queries'
import { firstPaintLazy } from '../../../lib/lazy-component'
import { useAbsoluteUrl, usePageMeta, usePageUrl } from '../../../lib/page-head'
import { usePageTitle } from '../../../lib/page-title'
import { organization, SEARCH_TERM, webSite } from '../../../lib/structured-data'
import classes from './home.module.css'

// The carousel's code loads beside the banners' request instead of before the first paint.
const BannerCarousel = firstPaintLazy(
  async () => (await import('../../../features/catalog/components/banner-carousel')).BannerCarousel,
)

// The product blocks too: they show nothing before their own requests answer.
const ProductSection = firstPaintLazy(
  async () => (await import('../../../features/catalog/components/product-section')).ProductSection,
)

const releasesHref = paths.storefront.catalog.getHref(
  productQueryToString({ ...EMPTY_QUERY, isLancamento: true, sort: '-createdAt' }),
)
const popularHref = paths.storefront.catalog.getHref(
  productQueryToString({ ...EMPTY_QUERY, sort: '-popularity' }),
)

// The catalogue's search, `filter[q]` as productQueryToString writes it, the term left for search engines to fill.
const searchHref = paths.storefront.catalog.getHref(`filter[q]=${SEARCH_TERM}`)

/** The home page's metadata: the brand's lead text, the brand and the site's search as JSON-LD. */
function useHomeMeta(banner: { imageUrl: string; imageAlt: string } | undefined) {
  const { t, i18n } = useTranslation(['storefront', 'common'])
  const pageUrl = usePageUrl()
  const absolute = useAbsoluteUrl()
  const name = t('common:brand')
  const home = pageUrl(paths.storefront.home.getHref())
  usePageMeta({
    description: t('home.lead'),
    canonical: paths.storefront.home.getHref(),
    image: banner && { url: banner.imageUrl, alt: banner.imageAlt },
    structuredData: [
      organization({ name, url: home, logo: absolute(SITE_LOGO), ...SITE_CONTACT }),
      webSite({ name, url: home, language: i18n.language, searchUrl: pageUrl(searchHref) }),
    ],
  })
}

export function StorefrontHome() {
  const { t } = useTranslation(['storefront', 'catalog'])
  usePageTitle()
  const banners = useGetBannersQuery()
  useHomeMeta(banners.data?.[0])
  const filters = useGetFiltersQuery()
  const highlights = useGetHighlightsQuery()
  const releases = useListProductsQuery(HOME_RELEASES)
  const popular = useGetMostPopularQuery(HOME_BLOCK_SIZE)

  return (
    <>
      <section className={classes.hero} aria-labelledby="home-title">
        <Container size="xl" py={{ base: 32, sm: 56 }}>
          <Stack gap="md" maw={760}>
            <Badge color="safety.6" c="escudo.9" variant="filled" size="lg" radius="sm">
              {t('home.eyebrow')}
            </Badge>
            <Title id="home-title" order={1} c="white" fz={{ base: 30, sm: 44 }} lh={1.1}>
              {t('home.title')}
            </Title>
            <Text size="lg" c="gray.2" className={classes.lead}>
              {t('home.lead')}
            </Text>
            <SearchBox variant="hero" region={t('catalog:search.regionHero')} />
          </Stack>
        </Container>
      </section>
      <Container size="xl" py={{ base: 'lg', sm: 40 }}>
        <Stack gap={48}>
          <Suspense fallback={<BannerFrame />}>
            <BannerCarousel banners={banners.isError ? [] : banners.data} />
          </Suspense>
          <CategoryEntries groups={filters.data} />
          <Suspense fallback={<div className={classes.blockPlaceholder} />}>
            <ProductSection
              title={t('catalog:home.highlights')}
              lead={t('catalog:home.highlightsLead')}
              products={highlights.data}
              isError={highlights.isError}
              size={HOME_BLOCK_SIZE}
            />
            <ProductSection
              title={t('catalog:home.releases')}
              lead={t('catalog:home.releasesLead')}
              products={releases.data?.products}
              isError={releases.isError}
              seeAllHref={releasesHref}
              size={HOME_BLOCK_SIZE}
            />
            <ProductSection
              title={t('catalog:home.popular')}
              lead={t('catalog:home.popularLead')}
              products={popular.data}
              isError={popular.isError}
              seeAllHref={popularHref}
              size={HOME_BLOCK_SIZE}
            />
          </Suspense>
        </Stack>
      </Container>
    </>
  )
}
