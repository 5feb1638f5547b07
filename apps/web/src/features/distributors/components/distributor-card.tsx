import { formatBrazilianPhone } from '@escudo/contracts'
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { IconMail, IconPhone } from '../../../components/icons'
import type { Distributor } from '../api/distributors-api'

/** One distributor: name, address, phone (a tel: link), e-mail, site and the categories it carries. */
export function DistributorCard({
  distributor,
  categoryTitle,
}: {
  distributor: Distributor
  /** The category's title in the visitor's language (the taxonomy is the catalogue's). */
  categoryTitle: (id: string) => string
}) {
  const { t } = useTranslation('storefront')
  const { name, address, city, state, phone, email, website, categories } = distributor
  const host = website?.replace(/^https?:\/\//, '').replace(/\/$/, '')
  return (
    <Card withBorder radius="md" p="md" component="article" aria-labelledby={`distributor-${distributor.id}`}>
      <Stack gap={6}>
        <Title order={4} size="h5" id={`distributor-${distributor.id}`}>
          {name}
        </Title>
        <Text size="sm">
          {address} · {city}/{state}
        </Text>
        {phone && (
          <Group gap={6} wrap="nowrap">
            <IconPhone aria-hidden="true" />
            <Anchor
              href={`tel:${phone}`}
              size="sm"
              aria-label={`${t('whereToBuy.phone')}: ${formatBrazilianPhone(phone)}`}
            >
              {formatBrazilianPhone(phone)}
            </Anchor>
          </Group>
        )}
        {email && (
          <Group gap={6} wrap="nowrap">
            <IconMail aria-hidden="true" />
            <Anchor href={`mailto:${email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {email}
            </Anchor>
          </Group>
        )}
        {website && host && (
          <Anchor
            href={website}
            target="_blank"
            rel="noopener noreferrer nofollow"
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {t('whereToBuy.website')}: {host}
          </Anchor>
        )}
        {categories.length > 0 && (
          <Group gap={4} aria-label={t('whereToBuy.categories')} role="list">
            {categories.map((id) => (
              <Badge key={id} variant="light" size="sm" role="listitem" tt="none">
                {categoryTitle(id)}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  )
}
