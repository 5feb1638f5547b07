/**
 * Saves an object URL (a file fetched with the access token) under `fileName`, as a download link would.
 * The URL is released later, not at once: some browsers read it after the click returns.
 */
export function saveObjectUrl(url: string, fileName: string) {
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
