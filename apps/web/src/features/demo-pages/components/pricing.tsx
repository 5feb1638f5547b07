import {
  Accordion,
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core'
import type { PricingPlan } from '@escudo/demo-api'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IconCircleCheck } from '../../../components/back-office-icons'
import { useFormatters } from '../../../lib/format'
import { useHttpClient } from '../../../lib/http-context'
import { useRequest } from '../../../lib/use-request'
import { getPricing } from '../api/pages'
import { Loaded } from './loading'

/** Plans with the monthly/yearly switch (yearly shows the per-month price and the annual total). */
export function Pricing() {
  const { t } = useTranslation('dashboard')
  const http = useHttpClient()
  const pricing = useRequest('pricing', (signal) => getPricing(http, signal))
  const [yearly, setYearly] = useState(false)
  return (
    <Loaded request={pricing}>
      {(data) => (
        <Stack gap="xl">
          <Stack align="center" gap="xs" ta="center">
            <Title order={2}>{t('pricing.title')}</Title>
            <Text c="dimmed">{t('pricing.lead')}</Text>
            <Group gap="sm" mt="sm">
              <Text fw={600}>{t('pricing.monthly')}</Text>
              <Switch
                checked={yearly}
                onChange={(event) => setYearly(event.currentTarget.checked)}
                aria-label={t('pricing.yearlySwitch')}
              />
              <Text fw={600}>{t('pricing.yearly')}</Text>
            </Group>
          </Stack>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {PLANS.map((key) => (
              <PlanCard key={key} id={key} plan={data[key]} yearly={yearly} />
            ))}
          </SimpleGrid>
          <Stack gap="sm" maw={760} mx="auto" w="100%">
            <Title order={2} size="h3" ta="center">
              {t('pricing.faq')}
            </Title>
            <Accordion variant="separated" radius="md">
              {data.qandA.map((pair) => (
                <Accordion.Item key={pair.question} value={pair.question}>
                  <Accordion.Control>{pair.question}</Accordion.Control>
                  <Accordion.Panel>{pair.ans}</Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Stack>
        </Stack>
      )}
    </Loaded>
  )
}

/** The plans in the order they are offered; their keys name them whatever the language. */
const PLANS = ['basicPlan', 'standardPlan', 'enterprisePlan'] as const

function PlanCard({ id, plan, yearly }: { id: string; plan: PricingPlan; yearly: boolean }) {
  const { t } = useTranslation('dashboard')
  const format = useFormatters()
  const price = yearly ? plan.yearlyPlan.perMonth : plan.monthlyPrice
  return (
    <Card
      withBorder
      radius="md"
      padding="xl"
      style={plan.popular ? { borderColor: 'var(--mantine-color-escudo-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" align="center" ta="center">
        {plan.popular ? (
          <Badge>{t('pricing.popular')}</Badge>
        ) : (
          <Badge variant="transparent" aria-hidden="true">
            &nbsp;
          </Badge>
        )}
        <Title order={3}>{plan.title}</Title>
        <Text size="sm" c="dimmed" mih={40}>
          {plan.subtitle}
        </Text>
        <Group gap={4} align="baseline" justify="center">
          <Text fz={40} fw={800} c="escudo.8" data-testid={`price-${id}`}>
            {format.money(price, 'USD')}
          </Text>
          <Text c="dimmed">/{t('pricing.month')}</Text>
        </Group>
        <Text size="sm" c="dimmed" mih={20}>
          {yearly && plan.yearlyPlan.totalAnnual > 0
            ? t('pricing.annual', { total: format.money(plan.yearlyPlan.totalAnnual, 'USD') })
            : ' '}
        </Text>
        <List spacing="xs" size="sm" icon={<IconCircleCheck size={16} />} ta="left" w="100%">
          {plan.planBenefits.map((benefit) => (
            <List.Item key={benefit}>{benefit}</List.Item>
          ))}
        </List>
        <Button fullWidth variant={plan.popular ? 'filled' : 'light'} mt="md">
          {t(plan.monthlyPrice === 0 ? 'pricing.current' : 'pricing.upgrade')}
        </Button>
      </Stack>
    </Card>
  )
}
