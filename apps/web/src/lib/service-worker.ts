/**
 * An earlier deployment of the site registered a service worker. Left alone it
 * would keep serving stale pages, so every visit removes it and its caches.
 */
export async function removeStaleServiceWorkers(): Promise<number> {
  if (!('serviceWorker' in navigator)) return 0
  const registrations = await navigator.serviceWorker.getRegistrations()
  await Promise.all(registrations.map((registration) => registration.unregister()))
  if ('caches' in window) {
    const names = await caches.keys()
    await Promise.all(names.map((name) => caches.delete(name)))
  }
  return registrations.length
}
