import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useId, useRef, useState } from 'react'
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
// The favourites slice must be in the store before this component's requests settle (seed flags).
import '../store/favorites-slice'

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

  if (!signedIn)
    return <SignInPrompt disabled={status === 'restoring'} next={`${location.pathname}${location.search}`} />

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

/**
 * A guest's "Favoritar" discloses, below the button, that favourites need an account and the way to sign
 * in (back here afterwards). Escape closes it and the button keeps the focus.
 */
function SignInPrompt({ disabled, next }: { disabled: boolean; next: string }) {
  const { t } = useTranslation('customer')
  const [open, setOpen] = useState(false)
  const promptId = useId()
  const button = useRef<HTMLButtonElement>(null)
  return (
    <Stack
      gap="xs"
      align="flex-start"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        setOpen(false)
        // From the link inside, the focus would be lost with the prompt.
        button.current?.focus()
      }}
    >
      <Button
        ref={button}
        variant="default"
        leftSection={<IconHeart />}
        disabled={disabled}
        aria-expanded={open}
        aria-controls={promptId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('favorites.add')}
      </Button>
      {/* Mantine's own display rule outranks the `hidden` attribute: say it in its terms too. */}
      <Paper id={promptId} hidden={!open} display={open ? undefined : 'none'} withBorder p="sm" maw={320}>
        <Text size="sm">{t('favorites.signInPrompt')}</Text>
        <Anchor component={Link} to={paths.storefront.login.getHref(next)} fw={600} size="sm">
          {t('favorites.signIn')}
        </Anchor>
      </Paper>
    </Stack>
  )
}
