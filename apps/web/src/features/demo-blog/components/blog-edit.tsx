import {
  Avatar,
  Button,
  Card,
  Grid,
  Group,
  Image,
  MultiSelect,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import type { BlogEdit as BlogEditData } from '@escudo/demo-api'
import { useTranslation } from 'react-i18next'
import { useHttpClient } from '../../../lib/http-context'
import { notify } from '../../../lib/notify'
import { useRequest } from '../../../lib/use-request'
import { getEdit } from '../api/blog'
import { Loaded } from './blog-shared'

const CATEGORIES = [
  { value: 'gloves', label: 'Gloves' },
  { value: 'eyewear', label: 'Eyewear' },
  { value: 'height', label: 'Height' },
  { value: 'regulation', label: 'Regulation' },
  { value: 'training', label: 'Training' },
]

export function BlogEdit() {
  const http = useHttpClient()
  const edit = useRequest('blog-edit', (signal) => getEdit(http, signal))
  return <Loaded request={edit}>{(data) => <BlogEditForm data={data} />}</Loaded>
}

function BlogEditForm({ data }: { data: BlogEditData }) {
  const { t } = useTranslation('dashboard')
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      title: data.blogTitle,
      slug: data.slug,
      status: data.status as string,
      categories: data.blogCategories.map((category) => category.value),
      excerpt: data.excerpt,
    },
    validate: { title: (value) => (value.trim() ? null : t('blog.required')) },
  })
  return (
    <Card withBorder radius="md" padding="xl">
      <Group mb="lg">
        <Avatar src={data.avatar} radius="xl" alt="" />
        <div>
          <Text fw={600}>{data.userFullName}</Text>
          <Text size="sm" c="dimmed">
            {data.createdTime}
          </Text>
        </div>
      </Group>
      <form
        onSubmit={form.onSubmit(() => {
          notify({ message: t('blog.saved'), color: 'teal' })
        })}
        noValidate
      >
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t('blog.fields.title')} required {...form.getInputProps('title')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <MultiSelect
              label={t('blog.fields.categories')}
              data={CATEGORIES}
              {...form.getInputProps('categories')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t('blog.fields.slug')} {...form.getInputProps('slug')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={t('blog.fields.status')}
              data={['Published', 'Pending', 'Draft'].map((value) => ({
                value,
                label: t(`blog.statuses.${value}`),
              }))}
              allowDeselect={false}
              {...form.getInputProps('status')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label={t('blog.fields.excerpt')}
              autosize
              minRows={4}
              {...form.getInputProps('excerpt')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Stack gap={6}>
              <Text size="sm" fw={500}>
                {t('blog.fields.featuredImage')}
              </Text>
              <Image src={data.featuredImage} alt="" maw={320} radius="md" />
            </Stack>
          </Grid.Col>
        </Grid>
        <Group mt="xl" gap="sm">
          <Button type="submit">{t('common.save')}</Button>
          <Button variant="default" onClick={form.reset}>
            {t('common.cancel')}
          </Button>
        </Group>
      </form>
    </Card>
  )
}
