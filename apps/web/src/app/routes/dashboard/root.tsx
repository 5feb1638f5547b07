import '@mantine/charts/styles.css'
import '@mantine/dates/styles.css'
import '@mantine/notifications/styles.css'
import 'dayjs/locale/pt-br'
import './dashboard.css'
import { DatesProvider } from '@mantine/dates'
import { Notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { SessionProvider } from '../../../features/demo-auth/store/session-context'
import { HttpClientProvider } from '../../../lib/http-context'
import { getDashboardServices } from './demo-services'

/** The dashboard area's providers: the template's axios instance, the demo session and Mantine extras. */
export function DashboardRoot() {
  const { i18n } = useTranslation()
  const { http, session } = getDashboardServices()
  return (
    <HttpClientProvider client={http}>
      <SessionProvider store={session}>
        <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'pt-br', firstDayOfWeek: 0 }}>
          <Notifications position="top-right" />
          <Outlet />
        </DatesProvider>
      </SessionProvider>
    </HttpClientProvider>
  )
}
