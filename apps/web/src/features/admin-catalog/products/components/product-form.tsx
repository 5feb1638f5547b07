import { Alert, Button, Card, Grid, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminProduct } from '../api/products'
import type { TaxonomyGroup } from '../../taxonomy/api/taxonomy'
import { ChemicalsSection } from './chemicals-section'
import { ClassificationSection } from './classification-section'
import { CertificationSection, EnglishSection, IdentitySection, TextsSection } from './product-form-sections'
import classes from './product-form.module.css'
import { useProductForm } from '../hooks/use-product-form'

type ProductFormProps = {
  product?: AdminProduct
  taxonomy: TaxonomyGroup[]
  onCreated?: (product: AdminProduct) => void
  /** Reloads the product after a conflict (the page refetches it). */
  onReload?: () => Promise<unknown>
  /** Shown beside the form (status, completeness, actions). */
  aside?: ReactNode
  /** Images and data sheet, after the identity section (they save on their own). */
  media?: ReactNode
}

/**
 * Every field of a product. Saving sends the version it was loaded at: if someone saved in between, the
 * server refuses (409) and the form says so, keeping what was typed, with a way to load the current version.
 */
export function ProductForm({ product, taxonomy, onCreated, onReload, aside, media }: ProductFormProps) {
  const { t, i18n } = useTranslation('admin-catalog')
  const { form, submit, reload, message, conflict, saved, saving } = useProductForm({
    product,
    onCreated,
    onReload,
  })
  const english = i18n.resolvedLanguage === 'en'
  const options = (group: string) =>
    (taxonomy.find((g) => g.id === group)?.options ?? []).map((option) => ({
      value: option.id,
      label: english ? option.titleEn : option.title,
    }))

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')} className={classes.form}>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {conflict ? (
              <Alert color="orange" title={t('form.conflictTitle')} role="alert">
                <Stack gap="sm" align="flex-start">
                  <Text size="sm">{t('form.conflictBody')}</Text>
                  <Button size="xs" variant="white" color="orange" onClick={() => void reload()}>
                    {t('form.reload')}
                  </Button>
                </Stack>
              </Alert>
            ) : null}
            {message ? (
              <Alert color="red" role="alert">
                {message}
              </Alert>
            ) : null}
            {saved ? (
              <Alert color="teal" role="status">
                {t('form.saved')}
              </Alert>
            ) : null}
            <IdentitySection form={form} options={options} />
            {media}
            <TextsSection form={form} />
            <EnglishSection form={form} />
            <CertificationSection form={form} />
            <ChemicalsSection form={form} />
            <ClassificationSection form={form} taxonomy={taxonomy} options={options} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} className={classes.side}>
          <Stack gap="lg" className={classes.sideStack}>
            <Card
              withBorder
              radius="md"
              padding="lg"
              className={classes.saveBar}
              role="group"
              aria-label={t('form.saveBar')}
            >
              <Stack gap="sm">
                <Button type="submit" loading={saving} fullWidth>
                  {product ? t('form.save') : t('form.create')}
                </Button>
                {product && form.isDirty() ? (
                  <Text size="xs" c="dimmed" ta="center">
                    {t('form.unsaved')}
                  </Text>
                ) : null}
              </Stack>
            </Card>
            {aside}
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  )
}
