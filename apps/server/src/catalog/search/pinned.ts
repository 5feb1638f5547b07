/**
 * One page of a list where some documents are pinned at positions (search rules, issue 36). `pins` are the
 * pinned documents among the results, by position (1 = first); `pageOfRest(offset, limit)` pages the other
 * results in their own order (`rest` of them). A pin keeps its position when the list reaches it; past the
 * end of the list it comes last, in position order.
 */
export function pageWithPins(
  pins: { doc: number; position: number }[],
  rest: number,
  offset: number,
  limit: number,
  pageOfRest: (offset: number, limit: number) => number[],
): number[] {
  // Each pin's place in the whole list: its position, after the pins before it, at most the end of the list.
  const slots: number[] = []
  pins.forEach((pin, k) => {
    const wanted = Math.max(pin.position - 1, k === 0 ? 0 : slots[k - 1]! + 1)
    slots.push(Math.min(wanted, rest + k))
  })
  const end = Math.min(offset + limit, rest + pins.length)
  if (end <= offset) return []
  const before = slots.filter((slot) => slot < offset).length
  const inPage = pins.flatMap((pin, k) =>
    slots[k]! >= offset && slots[k]! < end ? [{ ...pin, slot: slots[k]! }] : [],
  )
  const others = pageOfRest(offset - before, end - offset - inPage.length)
  const page: number[] = []
  let next = 0
  for (let at = offset; at < end; at++) {
    if (inPage[0]?.slot === at) page.push(inPage.shift()!.doc)
    else page.push(others[next++]!)
  }
  return page
}
