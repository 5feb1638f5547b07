export type ExportedFile = { url: string; fileName: string }

/**
 * A fetched file as an object URL to save, under the name the server gave it (`content-disposition`) or
 * `fallback` if it gave none; a refusal is read as the error document it is.
 */
export async function downloadedFile(response: Response, fallback: string) {
  if (!response.ok) return response.json()
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')
  return { url: URL.createObjectURL(await response.blob()), fileName: named?.[1] ?? fallback }
}

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
