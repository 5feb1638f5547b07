import { Anchor, CloseButton, Text, VisuallyHidden } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../../config/paths'
import { useFormatters } from '../../../../lib/format'
import type { OptionTitles } from '../../hooks/use-option-titles'
import { COATING_GROUP, type ComparedProduct, type CompareRow } from '../../utils/compare-rows'
import { usePageText } from '../../utils/product-texts'
import classes from './compare-table.module.css'

/** A compared column: the product, or the slug of one the API does not have (unknown or unpublished). */
export type CompareColumn = { slug: string; product: ComparedProduct | undefined; loading: boolean }

type CompareTableProps = {
  columns: CompareColumn[]
  rows: CompareRow[]
  option: OptionTitles
  onRemove: (slug: string) => void
}

const GROUPS: Partial<Record<CompareRow['key'], string>> = {
  materials: 'materials',
  coating: COATING_GROUP,
  certificates: 'certificates',
  category: 'categories',
}

/** Products side by side: one column each, one row per attribute, rows whose values differ marked. */
export function CompareTable({ columns, rows, option, onRemove }: CompareTableProps) {
  const { t, i18n } = useTranslation('customer')
  const text = usePageText()
  const format = useFormatters()

  const value = (row: CompareRow, cell: string[]): ReactNode => {
    const group = GROUPS[row.key]
    if (group) return cell.map((id) => option(group, id).title).join(', ')
    if (row.key === 'caState') return t(`compare.caState.${cell[0]}`)
    if (row.key === 'caRegistry') return cell[1] ?? t(`compare.caRegistry.${cell[0]}`)
    if (row.key === 'caValidUntil') return format.date(cell[0]!, { dateStyle: 'medium' })
    if (row.key === 'ansiCutLevel') return t('product.ansiLevel', { level: cell[0] })
    if (row.key === 'en374Type') return t('product.chemicals.type', { type: cell[0] })
    if (row.key === 'chemical')
      return cell[0] === 'untested'
        ? t('compare.notTested')
        : t('compare.chemicalLevel', { level: cell[0], legend: t(`product.chemicals.legend.${cell[0]}`) })
    return cell.join(', ')
  }
  /** A row's label: its name, or a chemical's (with its EN ISO 374-1 letter). */
  const label = (row: CompareRow): ReactNode => {
    const chemical = row.chemical
    if (!chemical) return t(`compare.rows.${row.key}`)
    const english = i18n.language === 'en' && chemical.nameEn
    return (
      <>
        <span lang={english || i18n.language !== 'en' ? undefined : 'pt-BR'}>
          {english ? chemical.nameEn : chemical.name}
        </span>
        {chemical.letter ? ` (${t('product.chemicals.letter', { letter: chemical.letter })})` : null}
      </>
    )
  }

  return (
    <div className={classes.scroller} tabIndex={0} role="region" aria-label={t('compare.tableLabel')}>
      <table className={classes.table}>
        <caption>
          <VisuallyHidden>{t('compare.caption')}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={classes.label}>
              {t('compare.product')}
            </th>
            {columns.map((column) => (
              <th key={column.slug} scope="col">
                <div style={{ display: 'flex', gap: 4, alignItems: 'flex-start' }}>
                  {column.product ? (
                    <Anchor
                      component={Link}
                      to={paths.storefront.product.getHref(column.slug)}
                      fw={700}
                      style={{ flex: 1 }}
                      lang={text(column.product, 'name').lang}
                    >
                      {text(column.product, 'name').text}
                    </Anchor>
                  ) : (
                    <Text fw={700} c="dimmed" style={{ flex: 1 }}>
                      {column.loading ? t('compare.loading') : t('compare.unavailable')}
                    </Text>
                  )}
                  <CloseButton
                    size="sm"
                    aria-label={t('compare.remove', { name: column.product?.name ?? column.slug })}
                    onClick={() => onRemove(column.slug)}
                  />
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.chemical ? `chemical:${row.chemical.cas}` : row.key}
              className={row.differs ? classes.differs : undefined}
            >
              <th scope="row" className={classes.label}>
                {label(row)}
                {row.differs ? <span className={classes.mark}>≠ {t('compare.differs')}</span> : null}
              </th>
              {row.cells.map((cell, index) => (
                <td key={columns[index]!.slug}>
                  {cell ? (
                    value(row, cell)
                  ) : (
                    <Text span c="dimmed" size="sm">
                      {columns[index]!.product ? t('compare.none') : ''}
                    </Text>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
