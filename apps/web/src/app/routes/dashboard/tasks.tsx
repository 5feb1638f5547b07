import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { TasksApp } from '../../../features/demo-tasks/components/tasks-app'

export function TasksPage() {
  const { t } = useTranslation('dashboard')
  return (
    <>
      <PageHeader
        title={t('nav.tasks')}
        crumbs={[
          { label: t('nav.home'), href: paths.dashboard.root.getHref() },
          { label: t('nav.apps') },
          { label: t('nav.tasks') },
        ]}
      />
      <TasksApp />
    </>
  )
}
