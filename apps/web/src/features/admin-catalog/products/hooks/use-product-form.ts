import { ADMIN_CATALOG_ERROR_CODES } from '@escudo/contracts'
import { useForm } from '@mantine/form'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describeFailure, focusFirstError } from '../../../../lib/forms'
import type { AdminProduct } from '../api/products'
import { useCreateAdminProductMutation, useUpdateAdminProductMutation } from '../api/products'
import { catalogFailures } from '../../shared/utils/api-errors'
import { formValues, toAttributes, validateProduct, type ProductFormValues } from '../utils/form-values'

type Options = {
  product?: AdminProduct
  onCreated?: (product: AdminProduct) => void
  /** Reloads the product after a conflict (the page refetches it). */
  onReload?: () => Promise<unknown>
}

/**
 * The product form's state: values checked with the contract before anything is sent, then the write
 * at the version the form was loaded at, and what the server answered (field errors, a conflict, saved).
 */
export function useProductForm({ product, onCreated, onReload }: Options) {
  const { t, i18n } = useTranslation('admin-catalog')
  const form = useForm<ProductFormValues>({
    initialValues: formValues(product),
    validate: (values) => validateProduct(values, product?.version, t, i18n),
  })
  const [create, creating] = useCreateAdminProductMutation()
  const [update, updating] = useUpdateAdminProductMutation()
  const [message, setMessage] = useState<string | null>(null)
  const [conflict, setConflict] = useState(false)
  const [saved, setSaved] = useState(false)

  // A new version from the server (after publishing, an upload or a reload) becomes the form's baseline.
  // After a conflict, "reload" takes the current version and drops what was typed.
  const reloading = useRef(false)
  const version = product?.version
  useEffect(() => {
    if (!product) return
    const values = formValues(product)
    form.setInitialValues(values)
    if (reloading.current || !form.isDirty()) form.setValues(values)
    reloading.current = false
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a new version arrives
  }, [version])

  const save = async (values: ProductFormValues) => {
    setMessage(null)
    setSaved(false)
    setConflict(false)
    const attributes = toAttributes(values)
    const result = product
      ? await update({ id: product.id, attributes: { ...attributes, version: product.version } })
      : await create(attributes)
    if ('error' in result) {
      const described = describeFailure(result.error, t, i18n, catalogFailures)
      form.setErrors(described.fields)
      setConflict(described.codes.includes(ADMIN_CATALOG_ERROR_CODES.staleVersion))
      setMessage(described.message)
      return
    }
    form.resetDirty(formValues(result.data))
    setSaved(true)
    if (!product) onCreated?.(result.data)
  }

  const submit = form.onSubmit(save, (errors) => {
    setSaved(false)
    focusFirstError(form, errors)
  })

  const reload = async () => {
    reloading.current = true
    setMessage(null)
    form.clearErrors()
    await onReload?.()
    setConflict(false)
  }

  return { form, submit, reload, message, conflict, saved, saving: creating.isLoading || updating.isLoading }
}
