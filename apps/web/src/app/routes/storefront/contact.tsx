import { Anchor, Card, Container, Grid, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { IconClock, IconMail, IconPhone } from '../../../components/icons'
import { ContactForm } from '../../../features/contact/components/contact-form'
import { SITE_CONTACT } from '../../../config/site'
import { paths } from '../../../config/paths'
import { usePageMeta } from '../../../lib/page-head'
import { usePageTitle } from '../../../lib/page-title'

export function ContactPage() {
  const { t } = useTranslation('customer')
  usePageTitle(t('contact.title'))
  usePageMeta({ description: t('contact.lead'), canonical: paths.storefront.contact.getHref() })
  return (
    <Container size="lg" py="xl">
      <Grid gutter={{ base: 'lg', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Title order={1} size="h2">
              {t('contact.title')}
            </Title>
            <Text c="dimmed">{t('contact.lead')}</Text>
            <Card withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
              <ContactForm />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card radius="md" p="lg" bg="escudo.0" component="aside" aria-labelledby="contact-other">
            <Stack gap="md">
              <Title order={2} size="h4" id="contact-other">
                {t('contact.otherWays')}
              </Title>
              <Stack gap={4}>
                <Group gap={6} wrap="nowrap">
                  <IconMail />
                  <Text fw={600}>{t('contact.emailUs')}</Text>
                </Group>
                <Anchor href={`mailto:${SITE_CONTACT.email}`}>{SITE_CONTACT.email}</Anchor>
              </Stack>
              <Stack gap={4}>
                <Group gap={6} wrap="nowrap">
                  <IconPhone />
                  <Text fw={600}>{t('contact.callUs')}</Text>
                </Group>
                <Text>{SITE_CONTACT.telephone}</Text>
              </Stack>
              <Stack gap={4}>
                <Group gap={6} wrap="nowrap">
                  <IconClock />
                  <Text fw={600}>{t('contact.hoursTitle')}</Text>
                </Group>
                <Text>{t('contact.hours')}</Text>
              </Stack>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  )
}
