import { mayUse, type StaffArea } from '@escudo/contracts'
import { Button, Center } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSelector } from 'react-redux'
import { Link, Outlet } from 'react-router'
import { paths } from '../../../config/paths'
import { selectUser } from '../../../lib/session/session-slice'
import { useBackOfficeTitle } from './ops-title'
import { LockedNotice } from './require-staff'

/**
 * The parent of one area's pages (admin-routes.tsx): a staff member whose role does not use the area, arriving
 * by an address, reads why inside the back office instead of a page whose every request would answer 403.
 * The layout's RequireStaff has already waited for the session and admitted only staff.
 */
export function RequireArea({ area }: { area: StaffArea }) {
  const user = useSelector(selectUser)
  return mayUse(user?.role, area) ? <Outlet /> : <AreaNoAccess />
}

function AreaNoAccess() {
  const { t } = useTranslation('admin')
  useBackOfficeTitle(t('areaNoAccess.title'))
  return (
    <Center py="xl">
      <LockedNotice title={t('areaNoAccess.title')} body={t('areaNoAccess.body')}>
        <Button component={Link} to={paths.admin.root.getHref()}>
          {t('areaNoAccess.overview')}
        </Button>
      </LockedNotice>
    </Center>
  )
}
