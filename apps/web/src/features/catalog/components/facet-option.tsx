import type { KeyboardEvent, ReactNode } from 'react'
import { Link } from 'react-router'
import classes from './facet-option.module.css'

type FacetOptionProps = {
  /** The filtered list's address (the storefront's own, without its language prefix). */
  href: string
  checked: boolean
  /** Off when choosing it would list nothing (a selected option always stays on, to be undone). */
  disabled?: boolean | undefined
  /** `rel="nofollow"`: on a list search engines do not index, its facet combinations are not worth a crawl. */
  nofollow?: boolean | undefined
  /** Ticks the box at once, before the new address has rendered. */
  onSelect?: () => void
  labelledBy?: string | undefined
  describedBy?: string | undefined
  /** The option's name and count, on its first line. */
  children: ReactNode
  /** A line under the name. */
  description?: ReactNode
}

/** Space toggles a checkbox; a link answers only Enter on its own. */
const spaceClicks = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key !== ' ') return
  event.preventDefault()
  event.currentTarget.click()
}

/**
 * A facet option: a real link to the list with the option toggled, drawn and announced as a checkbox
 * (`role="checkbox"` with `aria-checked`, which HTML allows on `a[href]`). Without JavaScript the link is
 * followed (Enter, a click) and the server renders the filtered list; with it, the router follows it in place
 * at the same address. Decision 047.
 */
export function FacetOption({
  href,
  checked,
  disabled,
  nofollow,
  onSelect,
  labelledBy,
  describedBy,
  children,
  description,
}: FacetOptionProps) {
  const content = (
    <>
      <span className={classes.box} data-checked={checked || undefined} aria-hidden="true">
        <svg viewBox="0 0 10 7" className={classes.tick}>
          <path d="M1 3.5l2.6 2.5L9 1" />
        </svg>
      </span>
      <span className={classes.text}>
        <span className={classes.label}>{children}</span>
        {description && <span className={classes.description}>{description}</span>}
      </span>
    </>
  )
  if (disabled)
    return (
      // An option that cannot be chosen (the ARIA pattern of a disabled control): announced, out of the Tab order.
      <span
        role="checkbox"
        aria-checked="false"
        aria-disabled="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className={classes.option}
        data-disabled
      >
        {content}
      </span>
    )
  return (
    <Link
      to={href}
      role="checkbox"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      rel={nofollow ? 'nofollow' : undefined}
      preventScrollReset
      onClick={onSelect}
      onKeyDown={spaceClicks}
      className={classes.option}
    >
      {content}
    </Link>
  )
}
