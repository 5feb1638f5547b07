import {
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Card,
  Container,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { memo, Suspense, useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { IconDownload } from '../../../components/icons'
import { NotFound } from '../../../components/page-status'
import { paths } from '../../../config/paths'
import type { ApiFailure } from '../../../lib/api-client'
import { useFormatters } from '../../../lib/format'
import { nearViewportLazy } from '../../../lib/lazy-component'
import { usePageTitle } from '../../../lib/page-title'
import {
  useGetFiltersQuery,
  useGetProductQuery,
  useListProductsQuery,
  type FilterGroup,
  type Product,
} from '../../../features/catalog/api/catalog-api'
import { ProductCard } from '../../../features/catalog/components/product-card'
import { caStatus } from '../../../features/catalog/utils/ca-status'
import { AddToQuote } from '../../../features/customer/components/add-to-quote'
import { FavoriteToggle } from '../../../features/customer/components/favorite-toggle'
import { ProductGallery } from './product-gallery'
import { decodeEn388 } from './product-en388'
import classes from './product.module.css'

const COMMENTS_ANCHOR = 'comentarios'

// The comments' forms check what is typed with the API's own contract (zod, ~25 KB gzip): the page comes alive
// without that code, which loads when the reader nears the comments (rendered by the server meanwhile).
const CommentsSection = nearViewportLazy(
  COMMENTS_ANCHOR,
  async () => (await import('../../../features/customer/components/comments-section')).CommentsSection,
)

/**
 * Memoised, so the page re-rendering (the session restored, a favourite toggled) leaves it alone while the
 * server's markup stands in for it; a change of context above it (a language switch) still makes React
 * show the fallback until its code arrives.
 */
const Comments = memo(function Comments(props: { productId: string; productSlug: string }) {
  return (
    <div id={COMMENTS_ANCHOR}>
      <Suspense fallback={<Skeleton height={160} />}>
        <CommentsSection {...props} />
      </Suspense>
    </div>
  )
})

type OptionTitle = { title: string; description?: string | undefined }

/** Option ids → their titles (and certificate descriptions) in the reader's language. */
function useOptionTitles() {
  const { i18n } = useTranslation()
  const { data: groups } = useGetFiltersQuery()
  const english = i18n.resolvedLanguage === 'en'
  return useMemo(() => {
    const byGroup = new Map<string, Map<string, OptionTitle>>()
    for (const group of groups ?? ([] as FilterGroup[])) {
      byGroup.set(
        group.id,
        new Map(
          group.options.map((option) => [
            option.id,
            {
              title: english ? option.titleEn : option.title,
              description: english ? (option.descriptionEn ?? option.description) : option.description,
            },
          ]),
        ),
      )
    }
    return (group: string, id: string): OptionTitle => byGroup.get(group)?.get(id) ?? { title: id }
  }, [groups, english])
}

export function ProductPage() {
  const { slug = '' } = useParams()
  const { data: product, error, isLoading, refetch } = useGetProductQuery(slug)
  const { t } = useTranslation('customer')

  if (isLoading) return <ProductSkeleton />
  if (!product) {
    if ((error as ApiFailure | undefined)?.status === 404) return <NotFound />
    return (
      <Container size="xl" py="xl">
        <Stack align="flex-start" role="alert">
          <Text>{t('errors.loadFailed')}</Text>
          <Button variant="default" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Container>
    )
  }
  return <ProductView product={product} />
}

function ProductSkeleton() {
  const { t } = useTranslation('customer')
  return (
    <Container size="xl" py="xl" aria-busy="true" aria-label={t('loading')}>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Skeleton style={{ aspectRatio: '4 / 3' }} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack>
            <Skeleton h={20} w="40%" />
            <Skeleton h={36} w="90%" />
            <Skeleton h={20} w="60%" />
            <Skeleton h={160} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  )
}

function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation('customer')
  const format = useFormatters()
  const option = useOptionTitles()
  const ca = caStatus(product.caValidUntil)
  const category = option('categories', product.category)

  usePageTitle(product.name)

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Breadcrumbs separator="›" fz="sm" mb="md" aria-label={t('product.breadcrumbs')} component="nav">
        <Anchor component={Link} to={paths.storefront.home.getHref()} size="sm">
          {t('product.home')}
        </Anchor>
        <Anchor
          component={Link}
          to={paths.storefront.catalog.getHref(`filter[categories]=${encodeURIComponent(product.category)}`)}
          size="sm"
        >
          {category.title}
        </Anchor>
        <Text size="sm" c="dimmed" aria-current="page" lineClamp={1}>
          {product.name}
        </Text>
      </Breadcrumbs>

      <Grid gutter={{ base: 'lg', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ProductGallery images={product.images} name={product.name} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
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
            <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
              {product.name}
            </Title>
            <Text c="dimmed">{t('product.reference', { reference: product.reference })}</Text>
            <Card
              withBorder
              radius="md"
              p="md"
              bg={ca === 'valid' ? undefined : ca === 'expired' ? 'red.0' : 'orange.0'}
            >
              <Group justify="space-between" gap="xs">
                <div>
                  <Text fw={700}>{t('product.ca', { ca: product.caNumber })}</Text>
                  <Text size="sm">
                    {t(ca === 'expired' ? 'product.caExpiredOn' : 'product.caValidUntil', {
                      date: format.date(product.caValidUntil, { dateStyle: 'long' }),
                    })}
                  </Text>
                </div>
                {ca !== 'valid' ? (
                  <Badge
                    color={ca === 'expired' ? 'red' : 'orange'}
                    variant="filled"
                    radius="sm"
                    size="lg"
                    styles={ca === 'expiring' ? { root: { color: 'var(--mantine-color-black)' } } : undefined}
                  >
                    {t(ca === 'expired' ? 'product.caExpired' : 'product.caExpiring')}
                  </Badge>
                ) : null}
              </Group>
            </Card>
            <Text>{product.description}</Text>
            <Group gap="sm" align="flex-start">
              <FavoriteToggle productId={product.id} productName={product.name} />
              <Button
                component="a"
                href={product.datasheetUrl}
                variant="default"
                leftSection={<IconDownload />}
                download
              >
                {t('product.datasheet')}
              </Button>
            </Group>
            <Card withBorder radius="md" p="lg">
              <Title order={2} size="h4" mb="sm">
                {t('quote.cardTitle')}
              </Title>
              {/* A new product starts a new form: another page of the same route keeps the component. */}
              <AddToQuote
                key={product.id}
                product={{
                  productId: product.id,
                  slug: product.slug,
                  name: product.name,
                  reference: product.reference,
                  image: product.images[0] ?? null,
                  sizes: product.sizes,
                }}
              />
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>

      {/* Below the first screen: laid out when it comes near it (product.module.css). */}
      <div className={classes.below}>
        <Grid gutter={{ base: 'lg', md: 'xl' }} mt={48}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap={40}>
              {product.longDescription ? (
                <Section title={t('product.description')}>
                  <Text style={{ whiteSpace: 'pre-line' }}>{product.longDescription}</Text>
                </Section>
              ) : null}
              <Section title={t('product.specs')}>
                <Specs product={product} option={option} />
              </Section>
              {product.en388 || product.ansiCutLevel ? (
                <Section title={t('product.protection')}>
                  <Protection en388={product.en388} ansi={product.ansiCutLevel} />
                </Section>
              ) : null}
              {product.careInstructions ? (
                <Section title={t('product.care')}>
                  <Text style={{ whiteSpace: 'pre-line' }}>{product.careInstructions}</Text>
                </Section>
              ) : null}
              <Comments productId={product.id} productSlug={product.slug} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            {product.certificates.length > 0 ? (
              <Section title={t('product.certificates')}>
                <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {product.certificates.map((id) => {
                    const certificate = option('certificates', id)
                    return (
                      <Card key={id} component="li" withBorder radius="md" p="md">
                        <Text fw={700}>{certificate.title}</Text>
                        {certificate.description ? (
                          <Text size="sm" c="dimmed">
                            {certificate.description}
                          </Text>
                        ) : null}
                      </Card>
                    )
                  })}
                </Stack>
              </Section>
            ) : null}
          </Grid.Col>
        </Grid>
        <Related product={product} />
      </div>
    </Container>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="sm">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  )
}

function Specs({
  product,
  option,
}: {
  product: Product
  option: (group: string, id: string) => OptionTitle
}) {
  const { t } = useTranslation('customer')
  const list = (group: string, ids: string[]) => ids.map((id) => option(group, id).title).join(', ')
  const rows: [string, string][] = [
    [t('product.category'), option('categories', product.category).title],
    [t('product.norms'), product.norms.join(', ')],
    [t('product.sizes'), product.sizes.join(', ')],
    [t('product.materials'), list('materials', product.materials)],
    [t('product.risks'), list('riskTypes', product.riskTypes)],
    [t('product.segments'), list('segments', product.segments)],
    [t('product.heights'), list('heights', product.heights)],
    [t('product.packaging'), option('packaging', product.packaging).title],
  ]
  return (
    <dl className={classes.specs}>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  )
}

function Protection({ en388, ansi }: { en388: string | null; ansi: string | null }) {
  const { t } = useTranslation('customer')
  const positions = en388 ? decodeEn388(en388) : null
  return (
    <Stack gap="md">
      {en388 ? (
        <Stack gap="xs">
          <Text fw={600}>{t('product.en388', { code: en388 })}</Text>
          {positions ? (
            <ol className={classes.en388} aria-label={t('product.en388Positions')}>
              {positions.map((position) => (
                <li key={position.key} className={classes.en388Cell}>
                  <div className={classes.en388Value}>{position.value}</div>
                  <Text size="sm" fw={600}>
                    {t(`product.en388Meaning.${position.key}`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {position.value === 'X'
                      ? t('product.en388NotTested')
                      : t('product.en388Scale', { max: position.max })}
                  </Text>
                </li>
              ))}
            </ol>
          ) : null}
        </Stack>
      ) : null}
      {ansi ? (
        <Text>
          <Text span fw={600}>
            {t('product.ansi')}
          </Text>{' '}
          {t('product.ansiLevel', { level: ansi })}
        </Text>
      ) : null}
    </Stack>
  )
}

function Related({ product }: { product: Product }) {
  const { t } = useTranslation('customer')
  const { data } = useListProductsQuery({
    q: undefined,
    filters: { categories: [product.category] },
    isLancamento: false,
    sort: '-popularity',
    page: { number: 1, size: 5 },
  })
  const related = (data?.products ?? []).filter((other) => other.id !== product.id).slice(0, 4)
  if (related.length === 0) return null
  return (
    <Stack component="section" gap="md" mt={56} aria-labelledby="related-title">
      <Title order={2} size="h3" id="related-title">
        {t('product.related')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {related.map((other) => (
          <ProductCard key={other.id} product={other} />
        ))}
      </SimpleGrid>
    </Stack>
  )
}
