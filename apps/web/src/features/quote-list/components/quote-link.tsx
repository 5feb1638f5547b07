import { Button, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconList } from '../../../components/icons'
import { paths } from '../../../config/paths'
import { useQuoteList } from '../store/quote-list'

/** The header's link to the quote list, with its line count. */
export function QuoteLink() {
  const { t } = useTranslation('customer')
  const count = useQuoteList().length
  return (
    <Button
      component={Link}
      to={paths.storefront.quote.getHref()}
      variant="subtle"
      color="escudo.8"
      size="sm"
      px="xs"
      leftSection={<IconList />}
      aria-label={t('quote.headerLink', { count })}
      styles={{ section: { marginInlineEnd: 4 } }}
    >
      {/* A space keeps the words apart in the accessible name ("Orçamento 2"), which must contain the visible text. */}
      <Text span inherit visibleFrom="md" mr={6}>
        {t('quote.headerShort')}{' '}
      </Text>
      <Text
        span
        inherit
        fz="xs"
        fw={700}
        bg={count > 0 ? 'safety.6' : 'gray.2'}
        c="escudo.9"
        px={7}
        py={1}
        style={{ borderRadius: 999 }}
      >
        {count}
      </Text>
    </Button>
  )
}
