import { Grid } from '@mantine/core'
import { AvgSessionsCard, GoalOverviewCard, SupportTrackerCard } from './analytics-activity'
import { RevenueCard, RevenueReportCard } from './analytics-revenue'
import { CustomersCard, ProductOrdersCard, SessionsDeviceCard } from './analytics-shares'

export {
  AvgSessionsCard,
  CustomersCard,
  GoalOverviewCard,
  ProductOrdersCard,
  RevenueCard,
  RevenueReportCard,
  SessionsDeviceCard,
  SupportTrackerCard,
}

/** The analytics cards page. */
export function AnalyticsCards() {
  return (
    <Grid>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <AvgSessionsCard />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <SupportTrackerCard />
      </Grid.Col>
      <Grid.Col span={12}>
        <RevenueReportCard />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
        <GoalOverviewCard />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6, lg: 8 }}>
        <RevenueCard />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ProductOrdersCard />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <SessionsDeviceCard />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <CustomersCard />
      </Grid.Col>
    </Grid>
  )
}
