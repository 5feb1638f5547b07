import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// jsdom has no layout engine: Mantine asks for media queries and element sizes.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
})
// jsdom has no scrolling either: pages that start at the top call scrollTo.
window.scrollTo = () => undefined
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

afterEach(() => {
  cleanup()
  localStorage.clear()
})

// A test that logs console.error is a test that hides a problem: fail it.
const consoleError = console.error
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  consoleError(...args)
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`)
})
