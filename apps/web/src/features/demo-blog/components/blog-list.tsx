import {
  Anchor,
  Badge,
  Card,
  Center,
  Grid,
  Group,
  Image,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconMessage } from '../../../components/back-office-icons'
import { useHttpClient } from '../../../lib/http-context'
import { useRequest } from '../../../lib/use-request'
import { BLOG_PAGE_SIZE, getPosts } from '../api/blog'
import { BlogSidebar, Byline, Loaded, tagColor } from './blog-shared'

export function BlogList({ postHref }: { postHref: (id: number) => string }) {
  const { t } = useTranslation('dashboard')
  const http = useHttpClient()
  const posts = useRequest('blog-posts', (signal) => getPosts(http, signal))
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Loaded request={posts}>
          {(data) => {
            const found = data.filter((post) =>
              post.title.toLowerCase().includes(search.trim().toLowerCase()),
            )
            const pages = Math.max(1, Math.ceil(found.length / BLOG_PAGE_SIZE))
            const current = Math.min(page, pages)
            return (
              <Stack gap="lg">
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {found.slice((current - 1) * BLOG_PAGE_SIZE, current * BLOG_PAGE_SIZE).map((post) => (
                    <Card key={post.id} withBorder radius="md" padding="lg" component="article">
                      <Card.Section>
                        <Image src={post.img} alt="" h={180} />
                      </Card.Section>
                      <Stack gap="xs" mt="md">
                        <Title order={2} size="h4">
                          <Anchor component={Link} to={postHref(post.id)} c="dark" inherit>
                            {post.title}
                          </Anchor>
                        </Title>
                        <Byline avatar={post.avatar} name={post.userFullName} date={post.blogPosted} />
                        <Group gap={6}>
                          {post.tags.map((tag) => (
                            <Badge key={tag} variant="light" color={tagColor(tag)}>
                              {tag}
                            </Badge>
                          ))}
                        </Group>
                        <Text size="sm" c="dimmed">
                          {post.excerpt}
                        </Text>
                        <Group justify="space-between">
                          <Group gap={4}>
                            <IconMessage size={16} />
                            <Text size="sm">{t('blog.comments', { count: post.comment })}</Text>
                          </Group>
                          <Anchor
                            component={Link}
                            to={postHref(post.id)}
                            size="sm"
                            fw={600}
                            aria-label={t('blog.readMoreNamed', { title: post.title })}
                          >
                            {t('blog.readMore')}
                          </Anchor>
                        </Group>
                      </Stack>
                    </Card>
                  ))}
                </SimpleGrid>
                {found.length === 0 ? <Text c="dimmed">{t('blog.empty')}</Text> : null}
                <Center>
                  <Pagination
                    total={pages}
                    value={current}
                    onChange={setPage}
                    getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
                    getItemProps={(item) => ({ 'aria-label': t('common.pagination.page', { page: item }) })}
                  />
                </Center>
              </Stack>
            )
          }}
        </Loaded>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <BlogSidebar
          postHref={postHref}
          search={search}
          onSearch={(q) => {
            setSearch(q)
            setPage(1)
          }}
        />
      </Grid.Col>
    </Grid>
  )
}
