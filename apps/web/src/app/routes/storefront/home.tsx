import { Badge, Container, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import classes from './home.module.css'

export function StorefrontHome() {
  const { t } = useTranslation('storefront')
  return (
    <section className={classes.hero} aria-labelledby="home-title">
      <Container size="xl" py={{ base: 48, sm: 96 }}>
        <Stack gap="md" maw={680}>
          <Badge color="safety.6" c="escudo.9" variant="filled" size="lg" radius="sm">
            {t('home.eyebrow')}
          </Badge>
          <Title id="home-title" order={1} c="white" fz={{ base: 32, sm: 48 }} lh={1.1}>
            {t('home.title')}
          </Title>
          <Text size="lg" c="gray.2">
            {t('home.lead')}
          </Text>
          <Text size="sm" c="gray.3">
            {t('home.soon')}
          </Text>
        </Stack>
      </Container>
    </section>
  )
}
