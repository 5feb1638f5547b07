import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import classes from './size-guide.module.css'

/** Which table a product's sizes are measured by: by its category (taxonomy ids); none for the others. */
export function sizeGuideKind(category: string): 'glove' | 'coverall' | null {
  if (category === 'luva-de-seguranca') return 'glove'
  if (category === 'macacao-de-seguranca') return 'coverall'
  return null
}

// The dialog's code (Mantine's Modal and the table) loads on the first click only.
const SizeGuideDialog = lazy(async () => ({ default: (await import('./size-guide-dialog')).SizeGuideDialog }))

/** "Guia de tamanhos": a button next to the sizes opening the product's table in a dialog. */
export function SizeGuideLink({ category }: { category: string }) {
  const { t } = useTranslation('customer')
  const [opened, setOpened] = useState(false)
  const kind = sizeGuideKind(category)
  if (!kind) return null
  return (
    <>
      <button type="button" className={classes.link} aria-haspopup="dialog" onClick={() => setOpened(true)}>
        {t('product.sizeGuide.open')}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <SizeGuideDialog kind={kind} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
