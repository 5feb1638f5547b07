import { Grid, SimpleGrid } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/page-header'
import {
  GoalOverviewCard,
  ProductOrdersCard,
  RevenueReportCard,
  SessionsDeviceCard,
  SupportTrackerCard,
} from '../../../features/demo-cards/components/analytics-cards'
import { TrendCard } from '../../../features/demo-cards/components/statistics-cards'
import { useSession } from '../../../features/demo-auth/store/session-context'

/** The template's analytics dashboard, built from the cards. */
export function DashboardHome() {
  const { t } = useTranslation('dashboard')
  const session = useSession()
  const name = session?.userData.fullName.split(' ')[0] || session?.userData.username || ''
  return (
    <>
      <PageHeader title={t('home.title', { name })} />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} mb="md">
        <TrendCard name="subscribers" />
        <TrendCard name="revenue" />
        <TrendCard name="sales" />
        <TrendCard name="orders" />
      </SimpleGrid>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <RevenueReportCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <GoalOverviewCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <SupportTrackerCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 3 }}>
          <ProductOrdersCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 3 }}>
          <SessionsDeviceCard />
        </Grid.Col>
      </Grid>
    </>
  )
}
