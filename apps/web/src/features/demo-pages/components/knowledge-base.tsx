import {
  Anchor,
  Card,
  Grid,
  Image,
  List,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  TypographyStylesProvider,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconChevronRight, IconSearch } from '../../../components/icons'
import { IconBook } from '../../../components/back-office-icons'
import { useFormatters } from '../../../lib/format'
import { useHttpClient } from '../../../lib/http-context'
import { useRequest } from '../../../lib/use-request'
import { getKnowledgeBase, getKnowledgeBaseCategories, getKnowledgeBaseQuestion } from '../api/pages'
import { Loaded } from './loading'

/** The knowledge base's front page: one card per category, filtered by a search. */
export function KnowledgeBase({ categoryHref }: { categoryHref: (category: string) => string }) {
  const { t } = useTranslation('dashboard')
  const http = useHttpClient()
  const items = useRequest('kb', (signal) => getKnowledgeBase(http, signal))
  const [search, setSearch] = useState('')
  return (
    <Stack gap="lg">
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('kb.search')}
        aria-label={t('kb.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Loaded request={items}>
        {(data) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {data
              .filter((item) =>
                `${item.title} ${item.desc}`.toLowerCase().includes(search.trim().toLowerCase()),
              )
              .map((item) => (
                <Card
                  key={item.id}
                  withBorder
                  radius="md"
                  padding="lg"
                  component={Link}
                  to={categoryHref(item.category)}
                >
                  <Card.Section>
                    <Image src={item.img} alt="" h={140} fit="contain" bg="gray.0" />
                  </Card.Section>
                  <Title order={2} size="h4" mt="md">
                    {item.title}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {item.desc}
                  </Text>
                </Card>
              ))}
          </SimpleGrid>
        )}
      </Loaded>
    </Stack>
  )
}

/** A category: its groups of questions, each linking to the question page. */
export function KnowledgeBaseCategory({
  category,
  questionHref,
}: {
  category: string
  questionHref: (slug: string) => string
}) {
  const http = useHttpClient()
  const groups = useRequest('kb-category', (signal) => getKnowledgeBaseCategories(http, signal))
  return (
    <Loaded request={groups}>
      {(data) => (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {data.map((group) => (
            <Card key={group.id} withBorder radius="md" padding="lg" data-category={category}>
              <Title order={2} size="h4" mb="sm">
                {group.title}
              </Title>
              <List spacing="xs" icon={<IconChevronRight size={14} />}>
                {group.questions.map((question) => (
                  <List.Item key={question.id}>
                    <Anchor component={Link} to={questionHref(question.slug)}>
                      {question.question}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Loaded>
  )
}

/** A question page; its content is HTML written by the sample data, which we ship ourselves. */
export function KnowledgeBaseQuestion({ questionHref }: { questionHref: (slug: string) => string }) {
  const { t } = useTranslation('dashboard')
  const format = useFormatters()
  const http = useHttpClient()
  const question = useRequest('kb-question', (signal) => getKnowledgeBaseQuestion(http, signal))
  return (
    <Loaded request={question}>
      {(data) => (
        <Grid>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card withBorder radius="md" padding="xl">
              <Title order={2} size="h3">
                {data.title}
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                {t('kb.lastUpdated', { date: format.date(data.lastUpdated) })}
              </Text>
              <TypographyStylesProvider>
                <div dangerouslySetInnerHTML={{ __html: data.content }} />
              </TypographyStylesProvider>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card withBorder radius="md" padding="lg">
              <Title order={2} size="h5" mb="sm">
                {t('kb.related')}
              </Title>
              <Stack gap="xs">
                {data.relatedQuestions.map((related) => (
                  <Anchor key={related.id} component={Link} to={questionHref(String(related.id))} size="sm">
                    <ThemeIcon component="span" size="xs" variant="light" mr={6}>
                      <IconBook size={10} />
                    </ThemeIcon>
                    {related.question}
                  </Anchor>
                ))}
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </Loaded>
  )
}
