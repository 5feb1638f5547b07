import { Alert, Box, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSelector } from 'react-redux'
import { useHref, useNavigate } from 'react-router'
import { IconList } from '../../../components/icons'
import { useGetCaRegistryStatusQuery } from '../../../features/ca-lookup/api/ca-lookup-api'
import { useGetFiltersQuery, useListProductsQuery } from '../../../features/catalog/api/catalog-api'
import { ActiveFilters } from '../../../features/catalog/components/active-filters'
import { CatalogPagination } from '../../../features/catalog/components/catalog-pagination'
import { SortSelect } from '../../../features/catalog/components/catalog-toolbar'
import { EmptyResults } from '../../../features/catalog/components/empty-results'
import { ProductGrid, ProductGridSkeleton } from '../../../features/catalog/components/product-grid'
import { sendSearchEvent } from '../../../features/catalog/utils/search-events'
import { SearchBox } from '../../../features/catalog/components/search-box'
import { useCatalogHead } from '../../../features/catalog/hooks/use-catalog-head'
import { useCatalogQuery } from '../../../features/catalog/hooks/use-catalog-query'
import { selectProductsLoading } from '../../../features/catalog/store/products-loading'
import { catalogHref, clearFilters, setSearch } from '../../../features/catalog/utils/catalog-query'
import { indexFacets } from '../../../features/catalog/utils/facet-index'
import { listQueryIn } from '../../../features/catalog/utils/page-queries'
import { paths } from '../../../config/paths'
import { firstPaintLazy } from '../../../lib/lazy-component'
import { usePageMeta } from '../../../lib/page-head'
import { usePageTitle } from '../../../lib/page-title'
import classes from './catalog.module.css'

// The facets' code (groups, checkboxes, search inside groups) loads beside the filters' request: they
// show nothing but placeholders before it answers anyway.
const FacetSidebar = firstPaintLazy(
  async () => (await import('../../../features/catalog/components/facet-sidebar')).FacetSidebar,
)

const FacetDrawer = lazy(async () => ({
  default: (await import('../../../features/catalog/components/facet-drawer')).FacetDrawer,
}))

const GRID_COLUMNS = { base: 2, sm: 3, lg: 3 }
/** The sidebar's anchor: the phone's "Filtros" link without JavaScript. */
const FILTERS_ID = 'filtros'

export function CatalogPage() {
  const { t, i18n } = useTranslation('catalog')
  const [query, setQuery] = useCatalogQuery()
  const filters = useGetFiltersQuery()
  const list = useListProductsQuery(listQueryIn(query, i18n.language))
  const loading = useSelector(selectProductsLoading)
  const [drawerOpened, drawer] = useDisclosure(false)
  // The drawer's code loads on the first tap on "Filtros", then stays mounted for its closing animation.
  const [drawerLoaded, setDrawerLoaded] = useState(false)
  const drawerHeading = useId()
  const counts = useMemo(() => indexFacets(list.data?.facets), [list.data])
  const title = query.q ? t('titleSearch', { q: query.q }) : t('title')
  const head = useCatalogHead(query, filters.data, list.data?.products[0])
  usePageTitle(head.title)
  usePageMeta(head.meta)
  // The catalogue's address in the page's language, where its GET forms go without JavaScript (decision 047).
  const action = useHref(paths.storefront.catalog.path)

  // Another page of results: the reader goes on from the top of the list, and so does the focus.
  const results = useRef<HTMLDivElement>(null)
  const page = query.page.number
  const shownPage = useRef(page)
  useEffect(() => {
    if (shownPage.current === page) return
    shownPage.current = page
    results.current?.focus({ preventScroll: true })
    results.current?.scrollIntoView?.({ block: 'start' })
  }, [page])

  // A search a rule sends to a page of the site ("consulta ca" → the CA look-up, issue 36) goes there; Back
  // returns to where the buyer searched from, not to this list.
  const navigate = useNavigate()
  const redirect = list.data?.redirect
  useEffect(() => {
    if (redirect) void navigate(redirect, { replace: true })
  }, [redirect, navigate])

  const total = list.data?.total
  // The "valid CA only" filter names the CAEPI registry only once one was imported (issue 32).
  const registry = useGetCaRegistryStatusQuery()
  const selectedCount =
    Object.values(query.filters).reduce((sum, ids) => sum + (ids?.length ?? 0), 0) +
    (query.isLancamento ? 1 : 0) +
    (query.caValido ? 1 : 0)
  const filtersLabel =
    selectedCount > 0 ? t('facets.openWithCount', { count: selectedCount }) : t('facets.open')
  const sidebar = (headingId: string) => (
    <Suspense
      fallback={
        <Stack gap="md">
          <Title order={2} size="h4" id={headingId}>
            {t('facets.title')}
          </Title>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={28} radius="sm" />
          ))}
        </Stack>
      }
    >
      <FacetSidebar
        groups={filters.data}
        query={query}
        counts={counts}
        onChange={setQuery}
        headingId={headingId}
        registryImported={registry.data ? registry.data.importedAt !== null : undefined}
        nofollow={head.meta.robots !== undefined}
      />
    </Suspense>
  )

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1} size="h2" className={classes.title}>
          {title}
        </Title>
        <Box maw={560}>
          <SearchBox
            key={query.q ?? ''}
            label={t('search.within')}
            region={t('search.regionCatalog')}
            initialValue={query.q}
            onSearch={(q) => setQuery(setSearch(query, q))}
            keep={query}
          />
        </Box>
        <div className={classes.layout}>
          {/* On a phone without JavaScript, "Filtros" is a link to this sidebar, which shows as its target. */}
          <Box component="aside" id={FILTERS_ID} aria-labelledby="catalog-facets" className={classes.aside}>
            {sidebar('catalog-facets')}
          </Box>
          <Stack
            gap="md"
            className={classes.results}
            ref={results}
            tabIndex={-1}
            role="region"
            aria-label={t('results.region')}
          >
            <div className={classes.toolbar}>
              <Text role="status" fw={600} className={classes.count}>
                {total === undefined ? t('results.loading') : t('results.count', { count: total })}
              </Text>
              <div className={classes.controls}>
                <Button
                  hiddenFrom="md"
                  variant="default"
                  leftSection={<IconList size={16} />}
                  className={classes.scriptOnly}
                  onClick={() => {
                    setDrawerLoaded(true)
                    drawer.open()
                  }}
                  aria-haspopup="dialog"
                >
                  {filtersLabel}
                </Button>
                {/* The same without JavaScript (decision 047): shown instead by the style sheet, so nothing moves. */}
                <Button
                  component="a"
                  href={`#${FILTERS_ID}`}
                  hiddenFrom="md"
                  variant="default"
                  leftSection={<IconList size={16} />}
                  className={classes.noScriptOnly}
                >
                  {filtersLabel}
                </Button>
                <SortSelect query={query} onChange={setQuery} action={action} />
              </div>
            </div>
            <ActiveFilters groups={filters.data} query={query} />
            {list.isError && !list.isFetching ? (
              <Alert color="red" title={t('error.title')} role="alert">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{t('error.body')}</Text>
                  <Button size="xs" variant="light" onClick={() => void list.refetch()}>
                    {t('error.retry')}
                  </Button>
                </Stack>
              </Alert>
            ) : !list.data ? (
              <ProductGridSkeleton count={query.page.size} columns={GRID_COLUMNS} />
            ) : list.data.total === 0 && !loading ? (
              <EmptyResults
                q={query.q}
                didYouMean={
                  list.data.didYouMean
                    ? {
                        q: list.data.didYouMean,
                        // The filters stay: the server checked the suggestion finds products with them.
                        href: catalogHref(setSearch(query, list.data.didYouMean)),
                      }
                    : undefined
                }
                clearHref={catalogHref(clearFilters(query))}
              />
            ) : (
              <div aria-busy={loading} className={classes.grid} data-stale={list.isFetching || undefined}>
                <ProductGrid
                  products={list.data.products}
                  eagerCount={3}
                  columns={GRID_COLUMNS}
                  onOpen={(product, index) => {
                    const searchId = list.data?.searchId
                    if (searchId)
                      sendSearchEvent({
                        type: 'click',
                        searchId,
                        productId: product.id,
                        position: (query.page.number - 1) * query.page.size + index + 1,
                      })
                  }}
                />
              </div>
            )}
            {total !== undefined && <CatalogPagination query={query} total={total} />}
          </Stack>
        </div>
      </Stack>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <FacetDrawer opened={drawerOpened} onClose={drawer.close} total={total} loading={loading}>
            {sidebar(drawerHeading)}
          </FacetDrawer>
        </Suspense>
      )}
    </Container>
  )
}
