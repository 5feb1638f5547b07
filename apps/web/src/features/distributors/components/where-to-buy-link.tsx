import { Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'

/** The product page's way to "Onde comprar", with the distributors of the product's category. */
export function WhereToBuyLink({ category }: { category: string }) {
  const { t } = useTranslation('storefront')
  return (
    <Button
      component={Link}
      to={paths.storefront.whereToBuy.getHref({ categoria: category })}
      variant="outline"
      fullWidth
      mt="sm"
    >
      {t('whereToBuy.productLink')}
    </Button>
  )
}
