import { Button, Drawer } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { IconX } from '../../../components/icons'
import classes from './facet-drawer.module.css'

type FacetDrawerProps = {
  opened: boolean
  onClose: () => void
  total: number | undefined
  loading: boolean
  children: ReactNode
}

/**
 * The filters on a phone: the sidebar in a drawer, with the live number of results on its closing button.
 * Loaded on first use (the drawer's scroll area and focus trap weigh ~25 KB that desktops never need).
 */
export function FacetDrawer({ opened, onClose, total, loading, children }: FacetDrawerProps) {
  const { t } = useTranslation('catalog')
  return (
    // The composed form, so that the dialog itself (Drawer.Content) carries the name; Mantine would
    // otherwise point aria-labelledby at a title we do not render (the sidebar has its own heading).
    <Drawer.Root opened={opened} onClose={onClose} position="left" size="min(100%, 420px)">
      <Drawer.Overlay />
      <Drawer.Content aria-label={t('facets.title')}>
        <div>
          <div className={classes.body}>{children}</div>
          <div className={classes.footer}>
            <Button variant="default" onClick={onClose} aria-label={t('facets.close')} px="sm">
              <IconX size={18} />
            </Button>
            <Button fullWidth onClick={onClose} loading={loading}>
              {t('facets.show', { count: total ?? 0 })}
            </Button>
          </div>
        </div>
      </Drawer.Content>
    </Drawer.Root>
  )
}
