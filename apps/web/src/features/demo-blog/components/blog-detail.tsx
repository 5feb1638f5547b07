import {
  Avatar,
  Badge,
  Button,
  Card,
  Divider,
  Grid,
  Group,
  Image,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  TypographyStylesProvider,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import type { BlogComment } from '@escudo/demo-api'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '../../../lib/format'
import { Link } from 'react-router'
import { IconPencil } from '../../../components/back-office-icons'
import { useHttpClient } from '../../../lib/http-context'
import { useRequest } from '../../../lib/use-request'
import { getDetail, getPosts } from '../api/blog'
import { BlogSidebar, Byline, Loaded, tagColor } from './blog-shared'

type BlogDetailProps = { id: string; postHref: (id: number) => string; editHref: string }

/**
 * A post with its comments. The sample data has the full text and comments of one post; the others show
 * their excerpt (the template behaves the same way).
 */
export function BlogDetail({ id, postHref, editHref }: BlogDetailProps) {
  const { t } = useTranslation('dashboard')
  const http = useHttpClient()
  const detail = useRequest(`blog-${id}`, async (signal) => {
    const [full, posts] = await Promise.all([getDetail(http, signal), getPosts(http, signal)])
    const post = posts.find((candidate) => String(candidate.id) === id)
    if (!post || post.id === full.blog.id)
      return { ...full, found: Boolean(post) || String(full.blog.id) === id }
    return { blog: { ...post, content: `<p>${post.excerpt}</p>`, userRole: '' }, comments: [], found: true }
  })
  const [added, setAdded] = useState<BlogComment[]>([])
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Loaded request={detail}>
          {({ blog, comments, found }) =>
            found ? (
              <Stack gap="lg">
                <Card withBorder radius="md" padding="xl" component="article">
                  <Card.Section>
                    <Image src={blog.img} alt="" h={320} />
                  </Card.Section>
                  <Stack gap="sm" mt="lg">
                    <Title order={2} size="h3">
                      {blog.title}
                    </Title>
                    <Byline avatar={blog.avatar} name={blog.userFullName} date={blog.blogPosted} />
                    <Group gap={6}>
                      {blog.tags.map((tag) => (
                        <Badge key={tag} variant="light" color={tagColor(tag)}>
                          {tag}
                        </Badge>
                      ))}
                    </Group>
                    <TypographyStylesProvider>
                      <div dangerouslySetInnerHTML={{ __html: blog.content }} />
                    </TypographyStylesProvider>
                    <Group justify="flex-end">
                      <Button
                        component={Link}
                        to={editHref}
                        variant="light"
                        leftSection={<IconPencil size={16} />}
                      >
                        {t('blog.edit')}
                      </Button>
                    </Group>
                  </Stack>
                </Card>
                <Comments
                  comments={[...comments, ...added]}
                  onAdd={(comment) => setAdded((list) => [...list, comment])}
                />
              </Stack>
            ) : (
              <Text c="dimmed">{t('blog.notFound')}</Text>
            )
          }
        </Loaded>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <BlogSidebar postHref={postHref} />
      </Grid.Col>
    </Grid>
  )
}

function Comments({ comments, onAdd }: { comments: BlogComment[]; onAdd: (comment: BlogComment) => void }) {
  const { t } = useTranslation('dashboard')
  const format = useFormatters()
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', email: '', comment: '' },
    validate: {
      name: (value) => (value.trim() ? null : t('blog.required')),
      comment: (value) => (value.trim() ? null : t('blog.required')),
    },
  })
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        {t('blog.comments', { count: comments.length })}
      </Title>
      <Stack gap="md">
        {comments.map((comment, index) => (
          <Group key={index} align="flex-start" gap="sm" wrap="nowrap">
            <Avatar src={comment.avatar || null} radius="xl" alt="" />
            <div>
              <Text fw={600} size="sm">
                {comment.userFullName}
              </Text>
              <Text size="xs" c="dimmed">
                {comment.commentedAt}
              </Text>
              <Text size="sm" mt={4}>
                {comment.commentText}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
      <Divider my="lg" />
      <form
        onSubmit={form.onSubmit((values) => {
          onAdd({
            avatar: '',
            userFullName: values.name.trim(),
            // Written the way the sample comments are: a date in the reader's style.
            commentedAt: format.date(new Date()),
            commentText: values.comment.trim(),
          })
          form.reset()
        })}
        noValidate
      >
        <Title order={3} size="h5" mb="sm">
          {t('blog.leaveComment')}
        </Title>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t('blog.name')} required {...form.getInputProps('name')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t('blog.email')} type="email" {...form.getInputProps('email')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label={t('blog.comment')}
              required
              autosize
              minRows={3}
              {...form.getInputProps('comment')}
            />
          </Grid.Col>
        </Grid>
        <Button type="submit" mt="md">
          {t('blog.postComment')}
        </Button>
      </form>
    </Card>
  )
}
