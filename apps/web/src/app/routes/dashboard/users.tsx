import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { UserList } from '../../../features/demo-users/components/user-list'

export function UsersPage() {
  const { t } = useTranslation('dashboard')
  return (
    <>
      <PageHeader
        title={t('nav.users')}
        crumbs={[
          { label: t('nav.home'), href: paths.dashboard.root.getHref() },
          { label: t('nav.apps') },
          { label: t('nav.users') },
        ]}
      />
      <UserList userHref={paths.dashboard.user.getHref} />
    </>
  )
}
