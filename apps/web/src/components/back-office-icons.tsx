import { circle, icon } from './icons'

/*
 * The back office's and the dashboard's own icons (the storefront uses none of these): kept apart from
 * icons.tsx, whose icons the storefront's first chunk carries, so that they load with those areas only.
 */

export const IconCheck = icon('M5 12l5 5L20 7')
export const IconStar = icon(
  'M12 17.75l-6.172 3.245 1.179-6.873-5-4.867 6.9-1L12 2l3.086 6.253 6.9 1-5 4.867 1.179 6.873z',
)
export const IconCalendar = icon(
  'M6 5h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM16 3v4M8 3v4M4 11h16',
)
export const IconUsers = icon(
  `${circle(9, 7, 4)}M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2M16 3.13a4 4 0 0 1 0 7.75M21 21v-2a4 4 0 0 0-3-3.85`,
)
export const IconUser = icon(`${circle(12, 7, 4)}M6 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2`)
export const IconInvoice = icon(
  'M14 3v4a1 1 0 0 0 1 1h4M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2zM9 13h6M9 17h6M9 9h1',
)
export const IconCart = icon(`${circle(6, 19, 2)}${circle(17, 19, 2)}M17 17H6V3H4M6 5l14 1-1 7H6`)
export const IconHome = icon(
  'M5 12H3l9-9 9 9h-2M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7M9 21v-6a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v6',
)
export const IconFiles = icon(
  'M15 3v4a1 1 0 0 0 1 1h4M18 17h-7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4l5 5v7a2 2 0 0 1-2 2zM16 17v2a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h2',
)
export const IconChart = icon('M3 3v18h18M7 15l4-5 4 3 5-6')
export const IconChartBar = icon('M4 20h16M6 16v-5M10 16V8M14 16v-3M18 16V5')
export const IconChartPie = icon(
  'M10 3.2A9 9 0 1 0 20.8 14a1 1 0 0 0-1-1H13a2 2 0 0 1-2-2V4a.9.9 0 0 0-1-.8M15 3.5A9 9 0 0 1 20.5 9H16a1 1 0 0 1-1-1V3.5',
)
export const IconShield = icon(
  'M12 3a12 12 0 0 0 8.5 3A12 12 0 0 1 12 21 12 12 0 0 1 3.5 6 12 12 0 0 0 12 3M9 12l2 2 4-4',
)
export const IconLogout = icon(
  'M14 8V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-2M9 12h12l-3-3M18 15l3-3',
)
export const IconSettings = icon(
  `M10.325 4.317c.426-1.756 2.924-1.756 3.35 0a1.724 1.724 0 0 0 2.573 1.066c1.543-.94 3.31.826 2.37 2.37a1.724 1.724 0 0 0 1.065 2.572c1.756.426 1.756 2.924 0 3.35a1.724 1.724 0 0 0-1.066 2.573c.94 1.543-.826 3.31-2.37 2.37a1.724 1.724 0 0 0-2.572 1.065c-.426 1.756-2.924 1.756-3.35 0a1.724 1.724 0 0 0-2.573-1.066c-1.543.94-3.31-.826-2.37-2.37a1.724 1.724 0 0 0-1.065-2.572c-1.756-.426-1.756-2.924 0-3.35a1.724 1.724 0 0 0 1.066-2.573c-.94-1.543.826-3.31 2.37-2.37 1 .608 2.296.07 2.572-1.065z${circle(12, 12, 3)}`,
)
export const IconEye = icon(
  `${circle(12, 12, 2)}M21 12c-2.4 4-5.4 6-9 6s-6.6-2-9-6c2.4-4 5.4-6 9-6s6.6 2 9 6`,
)
export const IconPencil = icon('M4 20h4L18.5 9.5a2.828 2.828 0 1 0-4-4L4 16v4M13.5 6.5l4 4')
export const IconPrinter = icon(
  'M17 17h2a2 2 0 0 0 2-2v-4a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v4a2 2 0 0 0 2 2h2M17 9V5a2 2 0 0 0-2-2H9a2 2 0 0 0-2 2v4M7 13h10v8H7z',
)
export const IconUpload = icon('M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2M7 9l5-5 5 5M12 4v12')
export const IconCircleCheck = icon(`${circle(12, 12, 9)}M9 12l2 2 4-4`)
export const IconAlert = icon(`${circle(12, 12, 9)}M12 8v4M12 16v.01`)
export const IconHelp = icon(`${circle(12, 12, 9)}M12 17v.01M12 13.5a1.5 1.5 0 0 1 1-1.5 2.6 2.6 0 1 0-3-4`)
export const IconGrid = icon('M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z')
export const IconRows = icon('M4 4h16v6H4zM4 14h16v6H4z')
export const IconTruck = icon(
  `${circle(7, 17, 2)}${circle(17, 17, 2)}M5 17H3V6a1 1 0 0 1 1-1h9v12M9 17h6M19 17h2v-6h-8M13 6h5l3 5`,
)
export const IconTag = icon(
  'M7.5 7.5h.01M3 6v5.172a2 2 0 0 0 .586 1.414l7.71 7.71a2.41 2.41 0 0 0 3.408 0l5.592-5.592a2.41 2.41 0 0 0 0-3.408l-7.71-7.71A2 2 0 0 0 11.172 3H6a3 3 0 0 0-3 3z',
)
export const IconSort = icon('M4 6h9M4 12h7M4 18h7M15 15l3 3 3-3M18 6v12')
export const IconMessage = icon(
  'M8 9h8M8 13h6M18 4a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3h-5l-5 3v-3H6a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3z',
)
export const IconBook = icon(
  'M3 19a9 9 0 0 1 9 0 9 9 0 0 1 9 0M3 6a9 9 0 0 1 9 0 9 9 0 0 1 9 0M3 6v13M12 6v13M21 6v13',
)
export const IconCurrency = icon(
  'M16.7 8A3 3 0 0 0 14 6h-4a3 3 0 0 0 0 6h4a3 3 0 0 1 0 6h-4a3 3 0 0 1-2.7-2M12 3v3M12 18v3',
)
export const IconTrendingUp = icon('M3 17l6-6 4 4 8-8M14 7h7v7')
export const IconTrendingDown = icon('M3 7l6 6 4-4 8 8M21 10v7h-7')
export const IconBox = icon('M12 3l8 4.5v9L12 21l-8-4.5v-9L12 3M12 12l8-4.5M12 12v9M12 12L4 7.5')
export const IconMapPin = icon(
  `${circle(12, 11, 3)}M17.657 16.657L13.414 20.9a2 2 0 0 1-2.827 0l-4.244-4.243a8 8 0 1 1 11.314 0z`,
)
export const IconLink = icon(
  'M9 15l6-6M11 6l.463-.536a5 5 0 0 1 7.071 7.072L18 13M13 18l-.397.534a5.068 5.068 0 0 1-7.127 0 4.972 4.972 0 0 1 0-7.071L6 11',
)
export const IconBell = icon(
  'M10 5a2 2 0 1 1 4 0 7 7 0 0 1 4 6v3a4 4 0 0 0 2 3H4a4 4 0 0 0 2-3v-3a7 7 0 0 1 4-6M9 17v1a3 3 0 0 0 6 0v-1',
)
export const IconLock = icon(
  'M7 11h10a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2zM8 11V7a4 4 0 1 1 8 0v4',
)
export const IconShare = icon(
  `${circle(6, 12, 3)}${circle(18, 6, 3)}${circle(18, 18, 3)}M8.7 10.7l6.6-3.4M8.7 13.3l6.6 3.4`,
)
// Tabler's "webhook": three linked nodes.
export const IconWebhook = icon(
  'M4.876 13.61a4 4 0 1 0 6.124 3.39h6M15.066 20.502a4 4 0 1 0 1.934-7.502c-.706 0-1.424.179-2 .5l-3-5.5M16 8a4 4 0 1 0-8 0c0 1.506.77 2.818 2 3.5l-3 5.5',
)
