import { Button, Container, Grid, Skeleton, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** The product page's place while the product loads: the gallery and the summary beside it. */
export function ProductSkeleton() {
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

/** The product could not be loaded (not a 404): say so, and offer to try again. */
export function ProductLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('customer')
  return (
    <Container size="xl" py="xl">
      <Stack align="flex-start" role="alert">
        <Text>{t('errors.loadFailed')}</Text>
        <Button variant="default" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Stack>
    </Container>
  )
}
