import {
  Alert,
  Badge,
  Button,
  Card,
  FileButton,
  Grid,
  Group,
  Image,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@escudo/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { moved, OrderedList, OrderedRowControls } from '../../../../components/ordered-list'
import {
  useCreateBannerMutation,
  useDeleteBannerMutation,
  useListAdminBannersQuery,
  useReorderBannersMutation,
  useReplaceBannerImageMutation,
  useUpdateBannerMutation,
  type AdminBanner,
  type BannerFields,
} from '../api/home'
import { describeFailure } from '../../../../lib/forms'
import { UploadZone } from '../../shared/components/upload-zone'
import { catalogFailures } from '../../shared/utils/api-errors'

/** `datetime-local` works in local time without a zone; the API wants ISO 8601 instants. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return ''
  const date = new Date(iso)
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}
const toIso = (local: string) => (local ? new Date(local).toISOString() : '')

const bannerValues = (banner?: AdminBanner): BannerFields => ({
  title: banner?.title ?? '',
  subtitle: banner?.subtitle ?? '',
  link: banner?.link ?? '',
  imageAlt: banner?.imageAlt ?? '',
  titleEn: banner?.titleEn ?? '',
  subtitleEn: banner?.subtitleEn ?? '',
  linkEn: banner?.linkEn ?? '',
  imageAltEn: banner?.imageAltEn ?? '',
  activeFrom: toLocalInput(banner?.activeFrom ?? null),
  activeUntil: toLocalInput(banner?.activeUntil ?? null),
})

function BannerFieldsInputs({ form }: { form: ReturnType<typeof useForm<BannerFields>> }) {
  const { t } = useTranslation('admin-catalog')
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label={t('banners.fields.title')} required {...form.getInputProps('title')} />
      <TextInput label={t('banners.fields.subtitle')} {...form.getInputProps('subtitle')} />
      <TextInput
        label={t('banners.fields.link')}
        description={t('banners.linkHelp')}
        required
        {...form.getInputProps('link')}
      />
      <TextInput label={t('banners.fields.imageAlt')} required {...form.getInputProps('imageAlt')} />
      {/* English (issue 22): optional; an empty field shows the Portuguese text on English pages. */}
      <TextInput lang="en" label={t('banners.fields.titleEn')} {...form.getInputProps('titleEn')} />
      <TextInput lang="en" label={t('banners.fields.subtitleEn')} {...form.getInputProps('subtitleEn')} />
      <TextInput
        label={t('banners.fields.linkEn')}
        description={t('banners.linkEnHelp')}
        {...form.getInputProps('linkEn')}
      />
      <TextInput lang="en" label={t('banners.fields.imageAltEn')} {...form.getInputProps('imageAltEn')} />
      <TextInput
        type="datetime-local"
        label={t('banners.fields.activeFrom')}
        {...form.getInputProps('activeFrom')}
      />
      <TextInput
        type="datetime-local"
        label={t('banners.fields.activeUntil')}
        {...form.getInputProps('activeUntil')}
      />
    </SimpleGrid>
  )
}

function BannerCard({ banner }: { banner: AdminBanner }) {
  const { t, i18n } = useTranslation('admin-catalog')
  const form = useForm<BannerFields>({ initialValues: bannerValues(banner) })
  const [update, updating] = useUpdateBannerMutation()
  const [replace, replacing] = useReplaceBannerImageMutation()
  const [remove, removing] = useDeleteBannerMutation()
  const [error, setError] = useState<string | null>(null)
  const fail = (failure: unknown) => {
    const described = describeFailure(failure, t, i18n, catalogFailures)
    form.setErrors(described.fields)
    setError(described.fields.file ?? described.message)
  }
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={banner.title}>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Image
            src={`${banner.imageUrl}${banner.imageUrl.includes('?') ? '&' : '?'}w=800`}
            alt=""
            radius="sm"
            h={120}
            // The whole banner, its text included: cropping it to the box cut the title short.
            fit="contain"
            bg="gray.1"
            data-banner-thumbnail
          />
          <Group gap="xs" mt="xs">
            <Badge color={banner.active ? 'teal.9' : 'gray.7'} variant="filled">
              {banner.active ? t('banners.active') : t('banners.inactive')}
            </Badge>
            <FileButton
              accept={IMAGE_TYPES.join(',')}
              onChange={async (file) => {
                if (!file) return
                setError(null)
                const result = await replace({ id: banner.id, file })
                if ('error' in result) fail(result.error)
              }}
            >
              {(props) => (
                <Button {...props} size="compact-xs" variant="default" loading={replacing.isLoading}>
                  {t('banners.replaceImage')}
                </Button>
              )}
            </FileButton>
          </Group>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <form
            noValidate
            onSubmit={form.onSubmit(async (values) => {
              setError(null)
              const result = await update({
                id: banner.id,
                attributes: {
                  title: values.title,
                  subtitle: values.subtitle || null,
                  link: values.link,
                  imageAlt: values.imageAlt,
                  titleEn: values.titleEn || null,
                  subtitleEn: values.subtitleEn || null,
                  linkEn: values.linkEn || null,
                  imageAltEn: values.imageAltEn || null,
                  activeFrom: toIso(values.activeFrom) || null,
                  activeUntil: toIso(values.activeUntil) || null,
                },
              })
              if ('error' in result) fail(result.error)
              else form.resetDirty(values)
            })}
          >
            <BannerFieldsInputs form={form} />
            {error ? (
              <Alert color="red" mt="xs" role="alert">
                {error}
              </Alert>
            ) : null}
            <Group justify="space-between" mt="sm">
              <OrderedRowControls
                size="lg"
                labels={{
                  up: t('banners.up', { title: banner.title }),
                  down: t('banners.down', { title: banner.title }),
                  remove: t('banners.delete', { title: banner.title }),
                }}
                removing={removing.isLoading}
                onRemove={() => void remove(banner.id)}
              />
              <Button type="submit" size="xs" disabled={!form.isDirty()} loading={updating.isLoading}>
                {t('banners.save')}
              </Button>
            </Group>
          </form>
        </Grid.Col>
      </Grid>
    </Card>
  )
}

function NewBanner() {
  const { t, i18n } = useTranslation('admin-catalog')
  const form = useForm<BannerFields>({ initialValues: bannerValues() })
  const [file, setFile] = useState<File | null>(null)
  const [create, creating] = useCreateBannerMutation()
  const [error, setError] = useState<string | null>(null)
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t('banners.new')}>
      <Title order={2} size="h4" mb="sm">
        {t('banners.new')}
      </Title>
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          setError(null)
          if (!file) return setError(t('banners.imageRequired'))
          const result = await create({
            file,
            fields: {
              ...values,
              activeFrom: toIso(values.activeFrom),
              activeUntil: toIso(values.activeUntil),
            },
          })
          if ('error' in result) {
            const described = describeFailure(result.error, t, i18n, catalogFailures)
            form.setErrors(described.fields)
            setError(described.fields.file ?? described.message)
          } else {
            form.reset()
            setFile(null)
          }
        })}
      >
        <Stack gap="sm">
          <UploadZone
            onDrop={([dropped]) => setFile(dropped ?? null)}
            onReject={() => setError(t('images.rejected', { size: IMAGE_MAX_BYTES / 1024 / 1024 }))}
            accept={[...IMAGE_TYPES]}
            maxSize={IMAGE_MAX_BYTES}
            maxFiles={1}
            multiple={false}
            name="banner"
            label={t('banners.drop')}
            heading={file?.name}
            hint={t('banners.imageHelp')}
          />
          <BannerFieldsInputs form={form} />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={creating.isLoading}>
              {t('banners.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  )
}

/** Home page banners: order, texts, link, active window, image. */
export function BannersManager() {
  const { t } = useTranslation('admin-catalog')
  const { data: banners = [], isLoading } = useListAdminBannersQuery()
  const [reorder] = useReorderBannersMutation()
  return (
    <Stack gap="lg">
      <OrderedList
        items={banners}
        getKey={(banner) => banner.id}
        label={t('banners.list')}
        messages={{ loading: t('banners.loading'), empty: t('banners.empty') }}
        loading={isLoading}
        gap="md"
        onMove={(from, to) => void reorder(moved(banners, from, to).map((banner) => banner.id))}
      >
        {/* A new image or order starts the card's form afresh. */}
        {(banner) => (
          <BannerCard key={`${banner.id}:${banner.imageUrl}:${banner.position}`} banner={banner} />
        )}
      </OrderedList>
      <NewBanner />
    </Stack>
  )
}
