import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { mediaQueries } from './media-queries'

// Screens that load through the simulated back end take a few hundred ms, and seconds when the machine is busy
// running every project's tests on both cores: wait up to 10 s before calling a findBy/waitFor a failure.
configure({ asyncUtilTimeout: 10_000 })

// Server rendering's tests run without a document (`@vitest-environment node`): none of the below applies.
const inBrowser = typeof window !== 'undefined'

// jsdom has no layout engine: Mantine asks for media queries and element sizes.
if (inBrowser) setUpJsdom()

function setUpJsdom() {
  // Vitest's jsdom environment lends Node's timers to the page (window is globalThis) and removes `window`
  // when the file ends, while a timer a component set may still be pending: Mantine's transitions end on one,
  // and React then reads window.event ("window is not defined", an unhandled error that fails the whole run).
  // Once the document is gone, such a callback has nothing left to update: skip it.
  for (const name of ['setTimeout', 'setInterval'] as const) {
    const native = globalThis[name]
    const guarded = function (this: unknown, handler: unknown, ...rest: unknown[]) {
      const run =
        typeof handler === 'function'
          ? (...args: unknown[]) => {
              if (typeof window !== 'undefined') (handler as (...args: unknown[]) => void)(...args)
            }
          : handler
      return (native as (...args: unknown[]) => unknown).call(this, run, ...rest)
    }
    Object.defineProperties(guarded, Object.getOwnPropertyDescriptors(native))
    Object.assign(globalThis, { [name]: guarded })
  }

  Object.defineProperty(window, 'matchMedia', { writable: true, value: mediaQueries(false) })
  // jsdom has no scrolling either: pages that start at the top call scrollTo.
  window.scrollTo = () => undefined
  // Mantine's comboboxes scroll the selected option into view.
  Element.prototype.scrollIntoView ??= () => undefined
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }

  // jsdom's TextEncoder makes Uint8Arrays of jsdom's own realm, which WebCrypto (used by the dashboard's
  // simulated login to sign tokens) rejects as "not a Uint8Array". Copy them into this realm's class.
  const jsdomEncode = TextEncoder.prototype.encode
  TextEncoder.prototype.encode = function encode(this: TextEncoder, input?: string) {
    return new Uint8Array(jsdomEncode.call(this, input))
  }
}

// Every store opens the session's BroadcastChannel (lib/session/session-channel.ts) and outlives its test,
// and Node delivers to every channel of the process: close them after each test, or an earlier test's store
// would follow this one's sign-in, calling this test's fake API and writing its storage.
const openChannels = new Set<BroadcastChannel>()
if (inBrowser && typeof BroadcastChannel !== 'undefined') {
  globalThis.BroadcastChannel = class TrackedChannel extends BroadcastChannel {
    constructor(name: string) {
      super(name)
      openChannels.add(this)
    }
  }
}

afterEach(() => {
  if (!inBrowser) return
  cleanup()
  for (const channel of openChannels) channel.close()
  openChannels.clear()
  localStorage.clear()
})

// A test that logs console.error is a test that hides a problem: fail it.
const consoleError = console.error
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  consoleError(...args)
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`)
})
