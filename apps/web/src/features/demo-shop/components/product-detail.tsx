import {
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  ColorSwatch,
  Divider,
  Grid,
  Group,
  Image,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import { COLOR_OPTIONS, type ColorOption } from '@escudo/demo-api'
import { isAxiosError } from 'axios'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconBox, IconShield, IconTruck } from '../../../components/back-office-icons'
import { useFormatters } from '../../../lib/format'
import { useHttpClient } from '../../../lib/http-context'
import { useRequest } from '../../../lib/use-request'
import { getProduct } from '../api/shop'
import { useShopChanges } from '../api/use-shop-changes'
import { ProductActions } from './product-actions'
import { ProductRating } from './rating'

const SWATCH: Record<ColorOption, string> = {
  primary: 'escudo.7',
  success: 'teal.7',
  warning: 'yellow.6',
  danger: 'red.7',
  info: 'cyan.7',
}

type ProductDetailProps = { id: string; shopHref: string; cartHref: string }

export function ProductDetail({ id, shopHref, cartHref }: ProductDetailProps) {
  const { t } = useTranslation('dashboard')
  const format = useFormatters()
  const http = useHttpClient()
  const product = useRequest(`product-${id}`, (signal) => getProduct(http, id, signal))
  useShopChanges(product.reload)
  const [color, setColor] = useState<ColorOption>('primary')

  if (product.error) {
    const missing = isAxiosError(product.error) && [400, 404].includes(product.error.response?.status ?? 0)
    return (
      <Center mih="50vh">
        <Stack align="center" gap="sm" ta="center">
          <Text fw={800} fz={56} c="escudo.8" aria-hidden="true">
            404
          </Text>
          <Title order={2}>{t(missing ? 'shop.notFound' : 'common.loadFailed')}</Title>
          <Text c="dimmed">{t('shop.notFoundBody')}</Text>
          <Button component={Link} to={shopHref}>
            {t('shop.backToShop')}
          </Button>
        </Stack>
      </Center>
    )
  }
  if (!product.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    )
  }
  const item = product.data
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="xl">
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Image src={item.image} alt={item.name} radius="md" bg="#eef2f7" fit="contain" mah={420} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm">
              <Title order={2} size="h3">
                {item.name}
              </Title>
              <Text size="sm">
                {t('shop.by', { brand: '' })}
                <Anchor component={Link} to={`${shopHref}?q=${encodeURIComponent(item.brand)}`} size="sm">
                  {item.brand}
                </Anchor>
              </Text>
              <Group gap="md">
                <Text fz={28} fw={700} c="escudo.8">
                  {format.money(item.price)}
                </Text>
                <ProductRating value={item.rating} size="md" />
              </Group>
              <Group gap="xs">
                <Text size="sm">{t('shop.available')}</Text>
                <Badge color="teal" variant="light">
                  {t('shop.inStock')}
                </Badge>
              </Group>
              <Text>{item.description}</Text>
              {item.hasFreeShipping ? (
                <Group gap="xs">
                  <IconTruck />
                  <Text size="sm">{t('shop.freeShipping')}</Text>
                </Group>
              ) : null}
              <Divider />
              <Stack gap={6}>
                <Text size="sm" fw={600} id="product-colors">
                  {t('shop.colors')}
                </Text>
                <Group gap="sm" role="radiogroup" aria-labelledby="product-colors">
                  {COLOR_OPTIONS.filter((option) => item.colorOptions.includes(option)).map((option) => (
                    <ColorSwatch
                      key={option}
                      component="button"
                      type="button"
                      role="radio"
                      aria-checked={color === option}
                      aria-label={t(`shop.colorNames.${option}`)}
                      color={`var(--mantine-color-${SWATCH[option].replace('.', '-')})`}
                      size={28}
                      onClick={() => setColor(option)}
                      style={{
                        cursor: 'pointer',
                        outline: color === option ? '2px solid var(--mantine-color-dark-4)' : undefined,
                        outlineOffset: 2,
                      }}
                    />
                  ))}
                </Group>
              </Stack>
              <Divider />
              <ProductActions product={item} cartHref={cartHref} onChange={product.reload} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Card>
      <Card withBorder radius="md" padding="lg" bg="escudo.0">
        <Grid>
          {(
            [
              ['original', IconShield],
              ['guarantee', IconBox],
              ['delivery', IconTruck],
            ] as const
          ).map(([key, Icon]) => (
            <Grid.Col key={key} span={{ base: 12, sm: 4 }}>
              <Stack align="center" gap={6} ta="center">
                <ThemeIcon size={48} radius="xl" variant="light">
                  <Icon size={24} />
                </ThemeIcon>
                <Text fw={600}>{t(`shop.promises.${key}.title`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`shop.promises.${key}.body`)}
                </Text>
              </Stack>
            </Grid.Col>
          ))}
        </Grid>
      </Card>
    </Stack>
  )
}
