import { Anchor, Button, Group, Popover, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSelector } from 'react-redux'
import { Link, useLocation } from 'react-router'
import { IconHeart } from '../../../components/icons'
import { paths } from '../../../config/paths'
import { selectSessionStatus } from '../../../lib/session/session-slice'
import {
  useAddFavoriteMutation,
  useDeleteFavoriteMutation,
  useListFavoritesQuery,
} from '../api/favorites-api'
// The customer slice must be in the store before this component's requests settle (seed flags).
import '../store/customer-slice'

type FavoriteToggleProps = { productId: string; productName: string }

/** "Favoritar" on a product: a pressed toggle for customers, a prompt to sign in for guests. */
export function FavoriteToggle({ productId, productName }: FavoriteToggleProps) {
  const { t } = useTranslation('customer')
  const status = useSelector(selectSessionStatus)
  const location = useLocation()
  const signedIn = status === 'authenticated'
  const { data, isFetching } = useListFavoritesQuery({ product: productId, size: 1 }, { skip: !signedIn })
  const [add, adding] = useAddFavoriteMutation()
  const [remove, removing] = useDeleteFavoriteMutation()
  const favorite = data?.favorites[0]
  const [message, setMessage] = useState('')
  const busy = adding.isLoading || removing.isLoading || (isFetching && !data)

  if (!signedIn) {
    return (
      <Popover width={280} position="bottom-start" withArrow shadow="md" trapFocus={false}>
        <Popover.Target>
          <Button variant="default" leftSection={<IconHeart />} disabled={status === 'restoring'}>
            {t('favorites.add')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Text size="sm">{t('favorites.signInPrompt')}</Text>
            <Anchor
              component={Link}
              to={paths.storefront.login.getHref(`${location.pathname}${location.search}`)}
              fw={600}
              size="sm"
            >
              {t('favorites.signIn')}
            </Anchor>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    )
  }

  const toggle = async () => {
    const result = favorite ? await remove(favorite.id) : await add({ productId })
    setMessage(
      result.error
        ? t('favorites.failed')
        : t(favorite ? 'favorites.removed' : 'favorites.added', { name: productName }),
    )
  }

  return (
    <Group gap="xs">
      <Button
        variant={favorite ? 'light' : 'default'}
        color={favorite ? 'red' : undefined}
        // Light buttons' red text is below 4.5:1 on their tint.
        c={favorite ? 'red.9' : undefined}
        leftSection={<IconHeart fill={favorite ? 'currentColor' : 'none'} />}
        aria-pressed={Boolean(favorite)}
        loading={busy}
        onClick={() => void toggle()}
      >
        {favorite ? t('favorites.saved') : t('favorites.add')}
      </Button>
      <Text size="sm" c="dimmed" role="status">
        {message}
      </Text>
    </Group>
  )
}
