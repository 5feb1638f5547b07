type WithScheduler = { scheduler?: { yield?: () => Promise<void> } }

/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in between:
 * the start of a page is several short tasks instead of one long one (a long task is what delays a tap,
 * and what Lighthouse's Total Blocking Time adds up). `scheduler.yield()` where the browser has it (the
 * continuation keeps its place ahead of other tasks), a zero-delay timer elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as WithScheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
