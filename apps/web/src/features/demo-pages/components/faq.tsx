import { Accordion, Card, Center, Grid, Stack, Tabs, Text, TextInput, ThemeIcon, Title } from '@mantine/core'
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks'
import { FAQ_CATEGORIES, type FaqCategoryKey } from '@escudo/demo-api'
import { useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { IconSearch, IconX, type IconProps } from '../../../components/icons'
import {
  IconBox,
  IconCurrency,
  IconHelp,
  IconTruck,
  IconSettings,
} from '../../../components/back-office-icons'
import { useHttpClient } from '../../../lib/http-context'
import { useRequest } from '../../../lib/use-request'
import { getFaq } from '../api/pages'
import { Loaded } from './loading'

const ICONS: Record<FaqCategoryKey, ComponentType<IconProps>> = {
  payment: IconCurrency,
  delivery: IconTruck,
  cancellationReturn: IconX,
  myOrders: IconBox,
  productServices: IconSettings,
}

/** The help centre: a search over the questions, and the answers by category. */
export function Faq() {
  const { t } = useTranslation('dashboard')
  const http = useHttpClient()
  const wide = useMediaQuery('(min-width: 48em)', true)
  const [search, setSearch] = useState('')
  const [q] = useDebouncedValue(search.trim(), 250)
  const faq = useRequest(`faq-${q}`, (signal) => getFaq(http, q, signal))
  const [chosen, setChosen] = useState<FaqCategoryKey | null>(null)

  return (
    <Stack gap="lg">
      <Card radius="md" padding="xl" bg="escudo.0" withBorder>
        <Stack align="center" gap="sm" ta="center">
          <Title order={2}>{t('faq.heroTitle')}</Title>
          <Text c="dimmed">{t('faq.heroLead')}</Text>
          <TextInput
            w="100%"
            maw={520}
            size="md"
            leftSection={<IconSearch size={18} />}
            placeholder={t('faq.search')}
            aria-label={t('faq.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        </Stack>
      </Card>
      <Loaded request={faq}>
        {(data) => {
          const categories = FAQ_CATEGORIES.filter((key) => data[key])
          if (categories.length === 0) {
            return (
              <Center py="xl">
                <Text c="dimmed">{t('faq.noResults', { q })}</Text>
              </Center>
            )
          }
          const active = chosen && categories.includes(chosen) ? chosen : categories[0]!
          const category = data[active]!
          const Icon = ICONS[active]
          return (
            <Tabs
              value={active}
              onChange={(value) => setChosen(value as FaqCategoryKey)}
              orientation={wide ? 'vertical' : 'horizontal'}
              variant="pills"
            >
              <Tabs.List mb="md" mr={wide ? 'lg' : 0}>
                {categories.map((key) => {
                  const TabIcon = ICONS[key]
                  return (
                    <Tabs.Tab key={key} value={key} leftSection={<TabIcon size={16} />}>
                      {t(`faq.categories.${key}`)}
                    </Tabs.Tab>
                  )
                })}
              </Tabs.List>
              <Tabs.Panel value={active} style={{ flex: 1 }}>
                <Grid>
                  <Grid.Col span={12}>
                    <Stack gap={4} mb="sm">
                      <ThemeIcon variant="light" size="lg">
                        <Icon size={20} />
                      </ThemeIcon>
                      <Title order={2} size="h4">
                        {category.title}
                      </Title>
                      <Text c="dimmed" size="sm">
                        {category.subtitle}
                      </Text>
                    </Stack>
                    <Accordion variant="separated" radius="md">
                      {category.qandA.map((pair) => (
                        <Accordion.Item key={pair.question} value={pair.question}>
                          <Accordion.Control>{pair.question}</Accordion.Control>
                          <Accordion.Panel>{pair.ans}</Accordion.Panel>
                        </Accordion.Item>
                      ))}
                    </Accordion>
                  </Grid.Col>
                </Grid>
              </Tabs.Panel>
            </Tabs>
          )
        }}
      </Loaded>
      <Card withBorder radius="md" padding="lg">
        <Stack align="center" gap={4} ta="center">
          <ThemeIcon variant="light" size="lg">
            <IconHelp size={20} />
          </ThemeIcon>
          <Text fw={600}>{t('faq.stillQuestions')}</Text>
          <Text size="sm" c="dimmed">
            +55 (11) 4000-1234 · ajuda@escudo.example
          </Text>
        </Stack>
      </Card>
    </Stack>
  )
}
