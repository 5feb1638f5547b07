import { workerData } from 'node:worker_threads'

/**
 * The file piscina starts each render thread from (render-pool.ts). piscina tries `require()` on it before
 * `import()`, and on Node 20 a module graph that fails under require() cannot be imported afterwards (an
 * internal assertion ends the thread): this file loads under both, and loads the worker with import() only.
 * When the sources run (development, tests) the worker is TypeScript, and tsx's loader is registered in this
 * thread first: a worker does not inherit the loader of the thread that starts it. In the bundle
 * (scripts/build-server.ts) the worker is JavaScript.
 */
const { worker, typescript } = workerData.thread
const loading = typescript ? import('tsx/esm/api').then(({ register }) => register()) : Promise.resolve()
const loaded = loading.then(() => import(worker))
loaded.catch(() => undefined) // each render awaits it and fails with the error

export default async function render(task) {
  return (await loaded).default(task)
}
