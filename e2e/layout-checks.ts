/**
 * The layout audit's checks, run inside the page (`page.evaluate(auditLayout)`): the function is sent to the
 * browser as source, so it holds everything it needs and imports nothing.
 *
 * - `page-width`: the document is no wider than the viewport (no sideways scrolling of the whole page).
 * - `clipped-text`: text cut by its box (overflow hidden or clip) shows an ellipsis (`text-overflow` or
 *   `line-clamp`) and its full text is still there: a `title` or `aria-label` holding it, or visually hidden text.
 * - `overlap`: no two visible interactive elements cover each other (an element inside another, in the document
 *   or on the screen, is a designed overlay and not counted).
 * - `target-size`: WCAG 2.5.8 — every target at least 24 × 24 CSS px, unless a 24 px circle centred on it meets
 *   no other target (nor another small target's circle), or it is a link inline in a sentence.
 */
export type LayoutFinding = {
  check: 'page-width' | 'clipped-text' | 'overlap' | 'target-size'
  message: string
}

export function auditLayout(): LayoutFinding[] {
  const findings: LayoutFinding[] = []
  const viewportWidth = document.documentElement.clientWidth
  const px = (value: number) => Math.round(value * 10) / 10
  const box = (r: DOMRect) => `${px(r.width)}×${px(r.height)} at (${px(r.left)}, ${px(r.top)})`

  /** A short name a person finds the element by: tag, id or classes, label, and its text. */
  const describe = (element: Element) => {
    const id = element.id && !/^(mantine|«|:r)/.test(element.id) ? `#${element.id}` : ''
    const classes = [...element.classList]
      .filter((name) => !/^m_[0-9a-f]+$/.test(name))
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('')
    const label = element.getAttribute('aria-label')
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50)
    return `${element.tagName.toLowerCase()}${id}${classes}${label ? `[aria-label="${label}"]` : ''}${
      text ? ` "${text}"` : ''
    }`
  }

  const visible = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true })

  /** The part of the element's box its clipping ancestors (overflow other than visible) let show. */
  const shownRect = (element: Element, rect: DOMRect) => {
    let [left, top, right, bottom] = [rect.left, rect.top, rect.right, rect.bottom]
    for (
      let parent = element.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    ) {
      const style = getComputedStyle(parent)
      if (style.position === 'fixed') break
      const clipX = style.overflowX !== 'visible'
      const clipY = style.overflowY !== 'visible'
      if (!clipX && !clipY) continue
      const outer = parent.getBoundingClientRect()
      if (clipX) [left, right] = [Math.max(left, outer.left), Math.min(right, outer.right)]
      if (clipY) [top, bottom] = [Math.max(top, outer.top), Math.min(bottom, outer.bottom)]
    }
    return right - left > 1 && bottom - top > 1 ? new DOMRect(left, top, right - left, bottom - top) : null
  }

  /** Pinned to the screen (a header, a tray): it lies over the page as the page scrolls, by design. */
  const isPinned = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const { position } = getComputedStyle(node)
      if (position === 'fixed' || position === 'sticky') return true
    }
    return false
  }

  // 1. The page's width.
  const pageWidth = document.documentElement.scrollWidth
  if (pageWidth > viewportWidth) {
    // The outermost elements sticking out on the right, not inside a box that scrolls or clips sideways.
    const culprits = [...document.body.querySelectorAll('*')].filter((element) => {
      if (!visible(element) || element.getBoundingClientRect().right <= viewportWidth + 0.5) return false
      const parent = element.parentElement
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > viewportWidth + 0.5)
        return false
      for (let node = parent; node && node !== document.body; node = node.parentElement)
        if (getComputedStyle(node).overflowX !== 'visible') return false
      return true
    })
    findings.push({
      check: 'page-width',
      message: `the page is ${pageWidth} px wide in a ${viewportWidth} px viewport; sticking out: ${
        culprits
          .slice(0, 4)
          .map(
            (element) => `${describe(element)} (right edge ${px(element.getBoundingClientRect().right)} px)`,
          )
          .join('; ') || 'nothing visible'
      }`,
    })
  }

  // 2. Clipped text.
  const visuallyHidden = (element: Element) => {
    const rect = element.getBoundingClientRect()
    return rect.width <= 1 || rect.height <= 1
  }
  const normalise = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()
  /** Whether the whole text can be read without the clipped box: a title, a label, or visually hidden text. */
  const fullTextAvailable = (element: Element, text: string) => {
    for (
      let node: Element | null = element, depth = 0;
      node && depth < 6;
      node = node.parentElement, depth++
    ) {
      if (normalise(node.getAttribute('title')).includes(text)) return true
      if (normalise(node.getAttribute('aria-label')).includes(text)) return true
      const hidden = [...node.querySelectorAll('*')].some(
        (other) => other !== element && visuallyHidden(other) && normalise(other.textContent).includes(text),
      )
      if (hidden) return true
    }
    return false
  }
  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element)
    const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip'
    const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip'
    if (!clipsX && !clipsY) continue
    const text = normalise(element.textContent)
    if (!text || !visible(element) || visuallyHidden(element)) continue
    // A button in its loading state slides its label out of view on purpose (Mantine's `loading`): it is
    // read while it works by its loader, and its label comes back when it is done.
    if (element.closest('button[data-loading]')) continue
    const overX = clipsX && element.scrollWidth > element.clientWidth + 1
    const overY = clipsY && element.scrollHeight > element.clientHeight + 1
    if (!overX && !overY) continue
    // Is it the text that sticks out (and not an image or a decoration)?
    const outer = element.getBoundingClientRect()
    const limitRight = outer.left + element.clientLeft + element.clientWidth + 1
    const limitBottom = outer.top + element.clientTop + element.clientHeight + 1
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    let cut: DOMRect | undefined
    for (
      let node = walker.nextNode(), seen = 0;
      node && !cut && seen < 60;
      node = walker.nextNode(), seen++
    ) {
      if (!normalise(node.textContent) || !node.parentElement || !visible(node.parentElement)) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      cut = [...range.getClientRects()].find(
        (rect) =>
          rect.width > 0 && ((overX && rect.right > limitRight) || (overY && rect.bottom > limitBottom)),
      )
    }
    if (!cut) continue
    const ellipsis =
      style.textOverflow === 'ellipsis' ||
      (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '') ||
      [...element.querySelectorAll('*')].some((inner) => getComputedStyle(inner).textOverflow === 'ellipsis')
    const available = fullTextAvailable(element, text)
    if (ellipsis && available) continue
    findings.push({
      check: 'clipped-text',
      message: `${describe(element)} cuts its text (box ${box(outer)}, text reaches ${px(cut.right)}, ${px(
        cut.bottom,
      )})${ellipsis ? '' : ' without an ellipsis'}${available ? '' : ' and its full text is nowhere else'}`,
    })
  }

  // 3 and 4. Interactive elements: overlaps and target sizes.
  const INTERACTIVE =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], ' +
    '[role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"], [role="option"], ' +
    '[tabindex]:not([tabindex="-1"])'
  type Target = { element: Element; rect: DOMRect; shown: DOMRect; pinned: boolean }
  const targets: Target[] = []
  for (const element of document.querySelectorAll(INTERACTIVE)) {
    if (!visible(element) || element.closest('[inert]')) continue
    let rect = element.getBoundingClientRect()
    // Content spilling out of the element (overflow visible) is drawn, and tapped, beyond its box.
    if (getComputedStyle(element).overflowX === 'visible' && element.scrollWidth > element.clientWidth + 1)
      rect = new DOMRect(
        rect.left,
        rect.top,
        rect.width + element.scrollWidth - element.clientWidth,
        rect.height,
      )
    // A checkbox or radio button is clicked through its label too: the target is both.
    if (element instanceof HTMLInputElement && element.labels)
      for (const label of element.labels) {
        const other = label.getBoundingClientRect()
        if (other.width === 0) continue
        const left = Math.min(rect.left, other.left)
        const top = Math.min(rect.top, other.top)
        rect = new DOMRect(
          left,
          top,
          Math.max(rect.right, other.right) - left,
          Math.max(rect.bottom, other.bottom) - top,
        )
      }
    const shown = shownRect(element, rect)
    if (shown) targets.push({ element, rect, shown, pinned: isPinned(element) })
  }
  /** Mantine's box of a form field: its input and the controls drawn inside it (pills, a clear button). */
  const fieldOf = (element: Element) => element.closest('.mantine-Input-wrapper')
  const related = (a: Target, b: Target) =>
    a.element.contains(b.element) ||
    b.element.contains(a.element) ||
    (fieldOf(a.element) !== null && fieldOf(a.element) === fieldOf(b.element)) ||
    (a.element instanceof HTMLInputElement &&
      [...(a.element.labels ?? [])].some((l) => l.contains(b.element))) ||
    (b.element instanceof HTMLInputElement &&
      [...(b.element.labels ?? [])].some((l) => l.contains(a.element)))
  const inside = (inner: DOMRect, outer: DOMRect) =>
    inner.left >= outer.left - 0.5 &&
    inner.right <= outer.right + 0.5 &&
    inner.top >= outer.top - 0.5 &&
    inner.bottom <= outer.bottom + 0.5

  for (let i = 0; i < targets.length; i++)
    for (let j = i + 1; j < targets.length; j++) {
      const a = targets[i]!
      const b = targets[j]!
      if (a.pinned !== b.pinned || related(a, b)) continue
      if (inside(a.shown, b.shown) || inside(b.shown, a.shown)) continue
      const width = Math.min(a.shown.right, b.shown.right) - Math.max(a.shown.left, b.shown.left)
      const height = Math.min(a.shown.bottom, b.shown.bottom) - Math.max(a.shown.top, b.shown.top)
      if (width > 1 && height > 1)
        findings.push({
          check: 'overlap',
          message: `${describe(a.element)} (${box(a.shown)}) and ${describe(b.element)} (${box(
            b.shown,
          )}) overlap by ${px(width)}×${px(height)}`,
        })
    }

  const MIN = 24
  const small = (target: Target) => target.rect.width < MIN - 0.5 || target.rect.height < MIN - 0.5
  const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 })
  /** A link in running text: its height is the line's, and WCAG exempts it. */
  const inlineInText = (element: Element) => {
    if (getComputedStyle(element).display !== 'inline') return false
    const block = element.parentElement
    return !!block && normalise(block.textContent).length > normalise(element.textContent).length + 1
  }
  for (const target of targets) {
    if (!small(target) || inlineInText(target.element)) continue
    const c = centre(target.rect)
    // The spacing exception: a 24 px circle centred on it meets no other target nor another small one's circle.
    const crowding = targets.find((other) => {
      if (other === target || related(target, other) || other.pinned !== target.pinned) return false
      const nearestX = Math.max(other.rect.left, Math.min(c.x, other.rect.right))
      const nearestY = Math.max(other.rect.top, Math.min(c.y, other.rect.bottom))
      if (Math.hypot(c.x - nearestX, c.y - nearestY) < MIN / 2) return true
      if (!small(other)) return false
      const o = centre(other.rect)
      return Math.hypot(c.x - o.x, c.y - o.y) < MIN
    })
    if (crowding)
      findings.push({
        check: 'target-size',
        message: `${describe(target.element)} is ${px(target.rect.width)}×${px(
          target.rect.height,
        )} px (under 24×24) and too close to ${describe(crowding.element)}`,
      })
  }
  return findings
}
