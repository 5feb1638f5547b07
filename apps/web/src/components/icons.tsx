import type { SVGProps } from 'react'

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number | string }

/**
 * Line icons (24 × 24, drawn with the text colour) in the style of Tabler Icons, written as paths so the
 * app needs no icon package. Decorative: the control around an icon carries the accessible name.
 */
export function icon(d: string) {
  return function Icon({ size = 18, strokeWidth = 2, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        <path d={d} />
      </svg>
    )
  }
}

export const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`

export const IconSearch = icon(`${circle(10, 10, 7)}M21 21l-6-6`)
export const IconPlus = icon('M12 5v14M5 12h14')
export const IconMinus = icon('M5 12h14')
export const IconX = icon('M18 6L6 18M6 6l12 12')
export const IconTrash = icon(
  'M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3',
)
export const IconMail = icon(
  'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 7l9 6 9-6',
)
export const IconList = icon('M9 6h11M9 12h11M9 18h11M5 6v.01M5 12v.01M5 18v.01')
export const IconHeart = icon('M19.5 12.572L12 20l-7.5-7.428A5 5 0 1 1 12 6.006a5 5 0 1 1 7.5 6.566')
export const IconChevronDown = icon('M6 9l6 6 6-6')
export const IconChevronRight = icon('M9 6l6 6-6 6')
export const IconChevronLeft = icon('M15 6l-6 6 6 6')
export const IconChevronsRight = icon('M7 7l5 5-5 5M13 7l5 5-5 5')
export const IconChevronsLeft = icon('M11 7l-5 5 5 5M17 7l-5 5 5 5')
export const IconDownload = icon('M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2M7 11l5 5 5-5M12 4v12')
export const IconSend = icon('M10 14L21 3M21 3l-6.5 18a.55.55 0 0 1-1 0L10 14l-7-3.5a.55.55 0 0 1 0-1L21 3')
export const IconClock = icon(`${circle(12, 12, 9)}M12 7v5l3 3`)
export const IconMenu = icon('M4 6h16M4 12h16M4 18h16')
export const IconDots = icon('M5 12h.01M12 12h.01M19 12h.01')
export const IconPhone = icon(
  'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
)
export const IconThumbUp = icon(
  'M7 11v8a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3a4 4 0 0 0 4-4V6a2 2 0 0 1 4 0v5h3a2 2 0 0 1 2 2l-1 5a2 3 0 0 1-2 2h-7a3 3 0 0 1-3-3',
)
