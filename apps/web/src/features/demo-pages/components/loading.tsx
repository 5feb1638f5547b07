import { Alert, Center, Loader } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { RequestState } from '../../../lib/use-request'

/** Shows a loader until the data is there, or the failure; then the page. */
export function Loaded<T>({
  request,
  children,
}: {
  request: RequestState<T>
  children: (data: T) => ReactNode
}) {
  const { t } = useTranslation('dashboard')
  if (request.data !== undefined) return children(request.data)
  if (request.error) return <Alert color="red">{t('common.loadFailed')}</Alert>
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  )
}
