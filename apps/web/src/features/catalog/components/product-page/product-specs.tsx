import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Product } from '../../api/catalog-api'
import type { OptionTitles } from '../../hooks/use-option-titles'
import classes from './product-specs.module.css'
import { SizeGuideLink } from './size-guide'

/** The product's specifications as a list of terms; an empty one is left out. */
export function ProductSpecs({ product, option }: { product: Product; option: OptionTitles }) {
  const { t } = useTranslation('customer')
  const list = (group: string, ids: string[]) => ids.map((id) => option(group, id).title).join(', ')
  const rows: [string, ReactNode][] = [
    [t('product.category'), option('categories', product.category).title],
    [t('product.norms'), product.norms.join(', ')],
    [
      t('product.sizes'),
      product.sizes.length > 0 ? (
        <>
          {product.sizes.join(', ')}
          <SizeGuideLink category={product.category} />
        </>
      ) : null,
    ],
    [t('product.materials'), list('materials', product.materials)],
    [t('product.risks'), list('riskTypes', product.riskTypes)],
    [t('product.segments'), list('segments', product.segments)],
    [t('product.heights'), list('heights', product.heights)],
    [t('product.packaging'), option('packaging', product.packaging).title],
  ]
  return (
    <dl className={classes.specs}>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  )
}
