import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { UserView } from '../../../features/demo-users/components/user-view'

export function UserPage() {
  const { t } = useTranslation('dashboard')
  const { id = '' } = useParams()
  return (
    <>
      <PageHeader
        title={t('users.view.title')}
        crumbs={[
          { label: t('nav.home'), href: paths.dashboard.root.getHref() },
          { label: t('nav.users'), href: paths.dashboard.users.getHref() },
          { label: t('users.view.title') },
        ]}
      />
      <UserView key={id} id={id} backHref={paths.dashboard.users.getHref()} />
    </>
  )
}
