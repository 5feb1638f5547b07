import { Anchor, Box, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LanguageSwitcher } from '../../../components/language-switcher'
import { Logo } from '../../../components/logo'
import { MAIN_CONTENT_ID } from '../../../components/skip-link'
import { paths } from '../../../config/paths'

type AuthShellProps = { title: string; lead: string; children: ReactNode }

/** The login and register pages: a brand panel beside the form, the panel hidden on phones. */
export function AuthShell({ title, lead, children }: AuthShellProps) {
  const { t } = useTranslation(['dashboard', 'common'])
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} mih="100vh" bg="gray.0">
      <Box visibleFrom="md" bg="escudo.9" p={48}>
        <Stack h="100%" justify="space-between">
          <Logo label={t('common:brand')} suffix={t('title')} tone="light" />
          <Stack gap="md" maw={440}>
            <Title order={2} c="white">
              {t('auth.panelTitle')}
            </Title>
            <Text c="gray.3">{t('auth.panelLead')}</Text>
          </Stack>
          <Text size="sm" c="gray.4">
            {t('auth.panelNote')}
          </Text>
        </Stack>
      </Box>
      <Container size={460} w="100%" py="xl" px="md">
        <Stack gap="lg" component="main" id={MAIN_CONTENT_ID}>
          <Group justify="space-between">
            <Anchor component={Link} to={paths.storefront.home.getHref()} underline="never" hiddenFrom="md">
              <Logo label={t('common:brand')} />
            </Anchor>
            <Box ml="auto">
              <LanguageSwitcher />
            </Box>
          </Group>
          <Paper withBorder shadow="sm" radius="md" p="xl">
            <Stack gap="lg">
              <Stack gap={4}>
                <Title order={1} size="h2">
                  {title}
                </Title>
                <Text c="dimmed">{lead}</Text>
              </Stack>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </SimpleGrid>
  )
}
