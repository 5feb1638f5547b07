import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Card,
  Center,
  Group,
  Image,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconSearch } from '../../../components/icons'
import { useHttpClient } from '../../../lib/http-context'
import { type RequestState, useRequest } from '../../../lib/use-request'
import { getSidebar } from '../api/blog'

export function Loaded<T>({
  request,
  children,
}: {
  request: RequestState<T>
  children: (data: T) => ReactNode
}) {
  const { t } = useTranslation('dashboard')
  if (request.data !== undefined) return children(request.data)
  if (request.error) return <Alert color="red">{t('common.loadFailed')}</Alert>
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  )
}

export const TAG_COLORS = ['blue', 'teal', 'orange', 'violet', 'red', 'cyan']
export const tagColor = (tag: string) =>
  TAG_COLORS[[...tag].reduce((sum, char) => sum + char.charCodeAt(0), 0) % TAG_COLORS.length]

export function Byline({ avatar, name, date }: { avatar: string; name: string; date: string }) {
  const { t } = useTranslation('dashboard')
  return (
    <Group gap="xs">
      <Avatar src={avatar} size={28} radius="xl" alt="" />
      <Text size="sm">
        {t('blog.by')} <strong>{name}</strong>
      </Text>
      <Text size="sm" c="dimmed">
        · {date}
      </Text>
    </Group>
  )
}

type BlogSidebarProps = { postHref: (id: number) => string; search?: string; onSearch?: (q: string) => void }

/** Search, recent posts and categories beside the blog pages. */
export function BlogSidebar({ postHref, search, onSearch }: BlogSidebarProps) {
  const { t } = useTranslation('dashboard')
  const http = useHttpClient()
  const sidebar = useRequest('blog-sidebar', (signal) => getSidebar(http, signal))
  return (
    <Stack gap="lg">
      {onSearch ? (
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('blog.search')}
          aria-label={t('blog.search')}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
        />
      ) : null}
      <Loaded request={sidebar}>
        {(data) => (
          <>
            <Card withBorder radius="md" padding="lg">
              <Title order={2} size="h5" mb="sm">
                {t('blog.recent')}
              </Title>
              <Stack gap="sm">
                {data.recentPosts.map((post) => (
                  <Group key={post.id} gap="sm" wrap="nowrap">
                    <Image src={post.img} alt="" w={64} h={48} radius="sm" />
                    <div>
                      <Anchor
                        component={Link}
                        to={postHref(post.id)}
                        size="sm"
                        fw={600}
                        lineClamp={2}
                        title={post.title}
                      >
                        {post.title}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {post.createdTime}
                      </Text>
                    </div>
                  </Group>
                ))}
              </Stack>
            </Card>
            <Card withBorder radius="md" padding="lg">
              <Title order={2} size="h5" mb="sm">
                {t('blog.categories')}
              </Title>
              <Group gap="xs">
                {data.categories.map((category) => (
                  <Badge key={category.category} variant="light" color={tagColor(category.category)}>
                    {category.category}
                  </Badge>
                ))}
              </Group>
            </Card>
          </>
        )}
      </Loaded>
    </Stack>
  )
}
