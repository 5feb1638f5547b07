import {
  Alert,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  NavLink,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { moved, OrderedList, OrderedRowControls } from '../../../../components/ordered-list'
import {
  useAddTaxonomyOptionMutation,
  useDeleteTaxonomyOptionMutation,
  useGetAdminTaxonomyQuery,
  useReorderTaxonomyOptionsMutation,
  useUpdateTaxonomyOptionMutation,
  type TaxonomyGroup,
  type TaxonomyOption,
} from '../api/taxonomy'
import { describeFailure } from '../../../../lib/forms'
import { catalogFailures } from '../../shared/utils/api-errors'
import { useGroupTitle } from '../hooks/use-option-title'

type OptionValues = { title: string; titleEn: string; description: string; descriptionEn: string }
const values = (option?: TaxonomyOption): OptionValues => ({
  title: option?.title ?? '',
  titleEn: option?.titleEn ?? '',
  description: option?.description ?? '',
  descriptionEn: option?.descriptionEn ?? '',
})

/** One option: titles and descriptions in both languages, order, deletion (refused while products use it). */
function OptionRow({
  group,
  option,
  onStatus,
}: {
  group: string
  option: TaxonomyOption
  onStatus: (text: string) => void
}) {
  const { t, i18n } = useTranslation('admin-catalog')
  const form = useForm<OptionValues>({ initialValues: values(option) })
  const [update, updating] = useUpdateTaxonomyOptionMutation()
  const [remove, removing] = useDeleteTaxonomyOptionMutation()
  const [error, setError] = useState<string | null>(null)
  const language = i18n.resolvedLanguage ?? 'pt-BR'
  const save = async (next: OptionValues) => {
    setError(null)
    const result = await update({ group, option: option.id, attributes: next })
    if ('error' in result) {
      const described = describeFailure(result.error, t, i18n, catalogFailures)
      form.setErrors(described.fields)
      setError(described.message)
    } else {
      form.resetDirty(next)
      onStatus(t('taxonomy.saved', { title: next.title }))
    }
  }
  const deleteOption = async () => {
    setError(null)
    const result = await remove({ group, option: option.id })
    if ('error' in result) {
      const described = describeFailure(result.error, t, i18n, catalogFailures)
      setError(language === 'pt-BR' ? described.message : t('taxonomy.inUse', { count: option.productCount }))
    } else onStatus(t('taxonomy.deleted', { title: option.title }))
  }
  return (
    <Card withBorder radius="sm" padding="sm" component="li" aria-label={option.title}>
      <form onSubmit={form.onSubmit(save)} noValidate>
        <Group justify="space-between" mb="xs" wrap="nowrap">
          <Group gap="xs">
            <Text size="sm" fw={700}>
              {option.id}
            </Text>
            <Badge variant="filled" color={option.productCount > 0 ? 'blue.8' : 'gray.7'}>
              {t('taxonomy.products', { count: option.productCount })}
            </Badge>
          </Group>
          <OrderedRowControls
            labels={{
              up: t('taxonomy.up', { title: option.title }),
              down: t('taxonomy.down', { title: option.title }),
              remove: t('taxonomy.delete', { title: option.title }),
            }}
            removing={removing.isLoading}
            onRemove={() => void deleteOption()}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput size="xs" label={t('taxonomy.optionTitle')} {...form.getInputProps('title')} />
          <TextInput size="xs" label={t('taxonomy.optionTitleEn')} {...form.getInputProps('titleEn')} />
          <TextInput size="xs" label={t('taxonomy.description')} {...form.getInputProps('description')} />
          <TextInput size="xs" label={t('taxonomy.descriptionEn')} {...form.getInputProps('descriptionEn')} />
        </SimpleGrid>
        {error ? (
          <Alert color="red" mt="xs" role="alert" p="xs">
            {error}
          </Alert>
        ) : null}
        {form.isDirty() ? (
          <Group justify="flex-end" mt="xs">
            <Button size="xs" type="submit" loading={updating.isLoading}>
              {t('taxonomy.save')}
            </Button>
          </Group>
        ) : null}
      </form>
    </Card>
  )
}

function AddOption({ group, onStatus }: { group: string; onStatus: (text: string) => void }) {
  const { t, i18n } = useTranslation('admin-catalog')
  const form = useForm({ initialValues: { title: '', titleEn: '' } })
  const [add, adding] = useAddTaxonomyOptionMutation()
  const [error, setError] = useState<string | null>(null)
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('taxonomy.add')}>
      <form
        noValidate
        onSubmit={form.onSubmit(async (attributes) => {
          setError(null)
          const result = await add({ group, attributes })
          if ('error' in result) {
            const described = describeFailure(result.error, t, i18n, catalogFailures)
            form.setErrors(described.fields)
            setError(described.fields.id ?? described.message)
          } else {
            form.reset()
            onStatus(t('taxonomy.added', { title: attributes.title }))
          }
        })}
      >
        <Title order={3} size="h5" mb="xs">
          {t('taxonomy.add')}
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('taxonomy.optionTitle')}
            required
            {...form.getInputProps('title')}
            style={{ flex: '1 1 180px' }}
          />
          <TextInput
            label={t('taxonomy.optionTitleEn')}
            required
            {...form.getInputProps('titleEn')}
            style={{ flex: '1 1 180px' }}
          />
          <Button type="submit" loading={adding.isLoading}>
            {t('taxonomy.addButton')}
          </Button>
        </Group>
        {error ? (
          <Alert color="red" mt="xs" role="alert">
            {error}
          </Alert>
        ) : null}
      </form>
    </Card>
  )
}

/** Filter groups on the left, the chosen group's options on the right. */
export function TaxonomyEditor() {
  const { t } = useTranslation('admin-catalog')
  const groupTitle = useGroupTitle()
  const { data: groups = [], isLoading } = useGetAdminTaxonomyQuery()
  const [selected, setSelected] = useState('categories')
  const [reorder] = useReorderTaxonomyOptionsMutation()
  const [status, setStatus] = useState('')
  const group: TaxonomyGroup | undefined = groups.find((candidate) => candidate.id === selected) ?? groups[0]
  const move = async (from: number, to: number) => {
    if (!group) return
    const result = await reorder({
      group: group.id,
      options: moved(group.options, from, to).map((option) => option.id),
    })
    if (!('error' in result)) setStatus(t('taxonomy.moved', { position: to + 1 }))
  }
  if (isLoading) return <Text c="dimmed">{t('taxonomy.loading')}</Text>
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card
          withBorder
          radius="md"
          padding="xs"
          component="nav"
          aria-label={t('taxonomy.groups')}
          style={{ alignSelf: 'start' }}
        >
          <ScrollArea.Autosize mah={640}>
            {groups.map((candidate) => (
              <NavLink
                key={candidate.id}
                component="button"
                type="button"
                active={candidate.id === group?.id}
                label={groupTitle(candidate)}
                description={candidate.appliesTo ? t('taxonomy.secondary') : undefined}
                rightSection={
                  <Badge variant="filled" color="gray.7" size="sm">
                    {candidate.options.length}
                  </Badge>
                }
                onClick={() => setSelected(candidate.id)}
                aria-current={candidate.id === group?.id ? 'true' : undefined}
              />
            ))}
          </ScrollArea.Autosize>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        {group ? (
          <Stack gap="md">
            <Title order={2} size="h3">
              {groupTitle(group)}
            </Title>
            <OrderedList
              items={group.options}
              getKey={(option) => `${group.id}:${option.id}`}
              label={t('taxonomy.options')}
              onMove={(from, to) => void move(from, to)}
            >
              {(option) => (
                <OptionRow
                  key={`${option.title}:${option.titleEn}:${option.description}:${option.descriptionEn}`}
                  group={group.id}
                  option={option}
                  onStatus={setStatus}
                />
              )}
            </OrderedList>
            <AddOption key={group.id} group={group.id} onStatus={setStatus} />
            <Text size="sm" c="dimmed" role="status" aria-live="polite">
              {status}
            </Text>
          </Stack>
        ) : null}
      </Grid.Col>
    </Grid>
  )
}
