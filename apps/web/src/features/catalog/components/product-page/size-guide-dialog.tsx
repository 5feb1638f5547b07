import { Loader, Modal, Text, VisuallyHidden } from '@mantine/core'
import { GLOVE_HAND_SIZES } from '@escudo/contracts'
import { useTranslation } from 'react-i18next'
import { useGetSizeGuideQuery, type SizeGuideTable } from '../../api/size-guides-api'
import classes from './size-guide.module.css'

/** The table of a size guide: the sizes' measures, the first column naming the size. */
function MeasureTable({ table, caption }: { table: SizeGuideTable; caption: string }) {
  const { i18n } = useTranslation()
  const english = i18n.language === 'en'
  return (
    // A phone scrolls a wide table sideways: a named box the keyboard can reach and scroll (arrow keys).
    <div className={classes.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={classes.table}>
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <thead>
          <tr>
            {table.columns.map((column, index) => (
              <th key={index} scope="col">
                {english ? column.en : column.pt}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={column}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function GloveGuide() {
  const { t } = useTranslation('customer')
  const table: SizeGuideTable = {
    columns: [
      { pt: t('product.sizeGuide.size'), en: t('product.sizeGuide.size') },
      { pt: t('product.sizeGuide.circumference'), en: t('product.sizeGuide.circumference') },
      { pt: t('product.sizeGuide.length'), en: t('product.sizeGuide.length') },
    ],
    rows: GLOVE_HAND_SIZES.map(([size, circumference, length]) => [
      size,
      String(circumference),
      String(length),
    ]),
  }
  return (
    <>
      <Text size="sm" mb="sm">
        {t('product.sizeGuide.gloveLead')}
      </Text>
      <MeasureTable table={table} caption={t('product.sizeGuide.gloveTitle')} />
    </>
  )
}

function CoverallGuide() {
  const { t } = useTranslation('customer')
  const { data, isError } = useGetSizeGuideQuery('coverall')
  if (isError) return <Text role="alert">{t('product.sizeGuide.error')}</Text>
  if (!data) return <Loader size="sm" aria-label={t('product.sizeGuide.loading')} />
  return (
    <>
      <Text size="sm" mb="sm">
        {t('product.sizeGuide.coverallLead')}
      </Text>
      <MeasureTable table={data} caption={t('product.sizeGuide.coverallTitle')} />
    </>
  )
}

/** The size guide's dialog (loaded on the first click): hand sizes for gloves, body measures for coveralls. */
export function SizeGuideDialog({ kind, onClose }: { kind: 'glove' | 'coverall'; onClose: () => void }) {
  const { t } = useTranslation('customer')
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(kind === 'glove' ? 'product.sizeGuide.gloveTitle' : 'product.sizeGuide.coverallTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('product.sizeGuide.close') }}
    >
      {kind === 'glove' ? <GloveGuide /> : <CoverallGuide />}
    </Modal>
  )
}
