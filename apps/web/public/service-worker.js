// Kill switch for the service worker an earlier deployment registered at this address.
// Browsers check this URL for updates; this version replaces the old worker, drops its
// caches, unregisters itself and reloads the open tabs so they load the current site.
self.addEventListener('install', () => self.skipWaiting())

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      await Promise.all(names.map((name) => caches.delete(name)))
      await self.registration.unregister()
      const windows = await self.clients.matchAll({ type: 'window' })
      await Promise.all(windows.map((client) => client.navigate(client.url)))
    })(),
  )
})
