import { Button, Card, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch, useSelector } from 'react-redux'
import {
  hasProductDetails,
  useDeleteFavoriteMutation,
  useListFavoritesQuery,
  useUpdateFavoriteMutation,
  type Favorite,
  type FavoriteProduct,
} from '../api/favorites-api'
import { favoritesInitialized, selectFavoritesUpdated } from '../store/favorites-slice'
import { describeFailure } from '../../../lib/forms'
import { customerFailures } from '../../../lib/forms/customer-failures'
import { CustomerListFallback, CustomerListPages } from '../../../components/customer-list-states'

const PAGE_SIZE = 12

type FavoritesListProps = {
  /** The product's card (the catalogue feature draws it; this feature does not import it). */
  renderProduct: (product: FavoriteProduct) => ReactNode
  emptyAction?: ReactNode
}

/** The customer's favourites with their private notes, newest first; the total from `meta.total`. */
export function FavoritesList({ renderProduct, emptyAction }: FavoritesListProps) {
  const { t } = useTranslation('customer')
  const dispatch = useDispatch()
  const updated = useSelector(selectFavoritesUpdated)
  const [page, setPage] = useState(1)
  const { data, isLoading, isError, refetch } = useListFavoritesQuery({ page, size: PAGE_SIZE })

  // The seed's "favourites updated" flag: reset when the list opens.
  useEffect(() => {
    dispatch(favoritesInitialized())
  }, [dispatch])

  if (isLoading || isError || !data) {
    return (
      <CustomerListFallback
        loading={isLoading}
        onRetry={() => void refetch()}
        placeholder={{ height: 360, radius: 'md', cols: { base: 1, xs: 2, md: 3 } }}
      />
    )
  }
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600}>{t('favorites.total', { count: data.total })}</Text>
        <Text size="sm" c="dimmed" role="status">
          {updated ? t('favorites.updated') : ''}
        </Text>
      </Group>
      {data.total === 0 ? (
        <Card withBorder radius="md" p="xl">
          <Stack align="center" ta="center" gap="sm">
            <Text fw={600}>{t('favorites.empty')}</Text>
            <Text c="dimmed" maw={420}>
              {t('favorites.emptyHint')}
            </Text>
            {emptyAction}
          </Stack>
        </Card>
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="lg"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {data.favorites.map((favorite) => (
            <li key={favorite.id}>
              <FavoriteItem
                favorite={favorite}
                renderProduct={renderProduct}
                // Removing the last favourite of a page: go back a page.
                onRemoved={() => data.favorites.length === 1 && page > 1 && setPage(page - 1)}
              />
            </li>
          ))}
        </SimpleGrid>
      )}
      <CustomerListPages total={data.total} pageSize={PAGE_SIZE} page={page} onPage={setPage} />
    </Stack>
  )
}

function FavoriteItem({
  favorite,
  renderProduct,
  onRemoved,
}: { favorite: Favorite; onRemoved: () => void } & Pick<FavoritesListProps, 'renderProduct'>) {
  const { t, i18n } = useTranslation('customer')
  const [editing, setEditing] = useState(false)
  const [note, setNote] = useState(favorite.note ?? '')
  const [error, setError] = useState<string | null>(null)
  const [updateFavorite, updating] = useUpdateFavoriteMutation()
  const [deleteFavorite, deleting] = useDeleteFavoriteMutation()
  const name = hasProductDetails(favorite.product) ? favorite.product.name : ''

  const save = async () => {
    const result = await updateFavorite({ id: favorite.id, note: note.trim() ? note : null })
    if (result.error) {
      const described = describeFailure(result.error, t, i18n, customerFailures)
      setError(described.fields.note ?? described.message)
      return
    }
    setError(null)
    setEditing(false)
  }

  return (
    <Stack gap="xs" h="100%">
      {hasProductDetails(favorite.product) ? renderProduct(favorite.product) : null}
      {editing ? (
        <Stack gap="xs">
          <Textarea
            label={t('favorites.noteLabel', { name })}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={1000}
            value={note}
            error={error}
            onChange={(event) => setNote(event.currentTarget.value)}
            data-autofocus
            autoFocus
          />
          <Group gap="xs">
            <Button size="xs" loading={updating.isLoading} onClick={() => void save()}>
              {t('favorites.saveNote')}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setNote(favorite.note ?? '')
                setError(null)
                setEditing(false)
              }}
            >
              {t('cancel')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text
          size="sm"
          c={favorite.note ? undefined : 'dimmed'}
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {favorite.note ?? t('favorites.noNote')}
        </Text>
      )}
      {!editing ? (
        <Group gap="xs" mt="auto">
          <Button
            size="xs"
            variant="default"
            onClick={() => setEditing(true)}
            aria-label={`${favorite.note ? t('favorites.editNote') : t('favorites.addNote')}: ${name}`}
          >
            {favorite.note ? t('favorites.editNote') : t('favorites.addNote')}
          </Button>
          <Button
            size="xs"
            variant="default"
            c="red.9"
            loading={deleting.isLoading}
            onClick={async () => {
              if (!(await deleteFavorite(favorite.id)).error) onRemoved()
            }}
            aria-label={t('favorites.removeOf', { name })}
          >
            {t('favorites.remove')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  )
}
