import { Anchor, Button, Container, Group, Stack, Switch, Text, Title } from '@mantine/core'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../../config/paths'
import { usePageMeta } from '../../../lib/page-head'
import { usePageTitle } from '../../../lib/page-title'
import { CompareTable } from '../../../features/catalog/components/compare/compare-table'
import { useComparedProducts } from '../../../features/catalog/hooks/use-compared-products'
import { useOptionTitles } from '../../../features/catalog/hooks/use-option-titles'
import { compareList } from '../../../features/catalog/store/compare-actions'
import { useComparePicks } from '../../../features/catalog/store/compare-list'
import { compareRows, visibleRows } from '../../../features/catalog/utils/compare-rows'
import { COMPARE_PARAM, slugsOfSearch } from '../../../features/catalog/utils/compare-url'

/**
 * `/comparar?p=a,b,c`: up to four products side by side (CA, EN 388 position by position, ANSI level,
 * materials, coating, sizes, norms, certificates), rows whose values differ marked. The address alone says
 * what is compared, so it can be shared; the picks of the tray only build it.
 */
export function ComparePage() {
  const { t } = useTranslation('customer')
  const [search, setSearch] = useSearchParams()
  const picks = useComparePicks()
  const fromAddress = slugsOfSearch(search)
  // Opened without products in its address (the menu, a bookmark): the tray's picks, then put in the address.
  const slugs = fromAddress.length > 0 ? fromAddress : picks.map((pick) => pick.slug)
  const picked = fromAddress.length === 0 ? slugs.join(',') : ''
  const navigate = useNavigate()
  useEffect(() => {
    if (picked) void navigate(paths.storefront.compare.getHref(picked.split(',')), { replace: true })
  }, [picked, navigate])
  const columns = useComparedProducts(slugs)
  const option = useOptionTitles()
  const [differencesOnly, setDifferencesOnly] = useState(false)
  const rows = useMemo(() => compareRows(columns.map((column) => column.product)), [columns])
  const shown = visibleRows(rows, differencesOnly)
  usePageTitle(t('compare.title'))
  // Every comparison is a variant of one page, which is not worth indexing.
  usePageMeta({
    description: t('compare.lead'),
    canonical: paths.storefront.compare.getHref(),
    robots: 'noindex,follow',
  })

  const remove = (slug: string) => {
    compareList.remove(slug)
    const next = slugs.filter((each) => each !== slug)
    setSearch(next.length > 0 ? { [COMPARE_PARAM]: next.join(',') } : {}, { replace: true })
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('compare.title')}
          </Title>
          <Text c="dimmed">{t('compare.lead')}</Text>
        </Stack>
        {slugs.length === 0 ? (
          <Stack gap="sm" align="flex-start">
            <Text>{t('compare.empty')}</Text>
            <Button component={Link} to={paths.storefront.catalog.getHref()}>
              {t('compare.toCatalog')}
            </Button>
          </Stack>
        ) : (
          <>
            <Group justify="space-between" gap="sm">
              <Switch
                checked={differencesOnly}
                onChange={(event) => setDifferencesOnly(event.currentTarget.checked)}
                label={t('compare.differencesOnly')}
              />
              <Text size="sm" c="dimmed" role="status">
                {t('compare.differingRows', { count: rows.filter((row) => row.differs).length })}
              </Text>
            </Group>
            {differencesOnly && shown.length === 0 ? <Text>{t('compare.noDifferences')}</Text> : null}
            <CompareTable columns={columns} rows={shown} option={option} onRemove={remove} />
            <Anchor component={Link} to={paths.storefront.catalog.getHref()} size="sm">
              {t('compare.addMore')}
            </Anchor>
          </>
        )}
      </Stack>
    </Container>
  )
}
