import { Button, Container } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { ProductCard } from '../../../features/catalog/components/product-card'
import { FavoritesList } from '../../../features/favorites/components/favorites-list'
import { usePageTitle } from '../../../lib/page-title'

/** Behind RequireSession. */
export function FavoritesPage() {
  const { t } = useTranslation('customer')
  usePageTitle(t('favorites.title'))
  return (
    <Container size="xl" py="xl">
      <PageHeader title={t('favorites.title')} />
      <FavoritesList
        renderProduct={(product) => <ProductCard product={product} />}
        emptyAction={
          <Button component={Link} to={paths.storefront.catalog.getHref()}>
            {t('favorites.browse')}
          </Button>
        }
      />
    </Container>
  )
}
