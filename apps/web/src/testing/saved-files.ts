import { vi } from 'vitest'

/**
 * A file fetched with the access token is saved through an object URL and a download link's click
 * (lib/save-file.ts), which jsdom lacks: each URL made is `objectUrl`, each click is recorded as a file saved.
 */
export function recordSavedFiles(objectUrl: string) {
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = () => objectUrl
      static override revokeObjectURL = () => {}
    },
  )
  const saved: { href: string; download: string }[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download })
  })
  return saved
}
