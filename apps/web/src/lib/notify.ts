import { notifications, type NotificationData } from '@mantine/notifications'
import i18next from 'i18next'

/** Shows a notification whose close button has a name screen readers can announce. */
export function notify(data: NotificationData) {
  return notifications.show({ ...data, closeButtonProps: { 'aria-label': i18next.t('common:close') } })
}
