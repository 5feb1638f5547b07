import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker, type WorkerOptions } from 'node:worker_threads'

/**
 * Starts the worker thread whose file is `name` beside `caller` (the starting module's `import.meta.url`). In the
 * bundle (scripts/build-server.ts, which must list `name` as an entry point) both are JavaScript in dist/; when
 * the sources run (development, tests) the worker is TypeScript, loaded through tsx's loader, which the worker
 * registers first (a worker does not inherit the loader of the thread that starts it).
 */
export function startWorker(caller: string, name: string, options: WorkerOptions): Worker {
  const extension = path.extname(fileURLToPath(caller))
  const file = new URL(`./${name}${extension}`, caller)
  if (extension !== '.ts') return new Worker(file, options)
  // An evaluated worker resolves 'tsx' from the working directory: the repository, in development and tests.
  const code = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(file.href)}) })`
  // Its transforms are not cached in TMPDIR: nothing of tsx's is left where a backup stages its archive.
  return new Worker(code, { env: { ...process.env, TSX_DISABLE_CACHE: '1' }, ...options, eval: true })
}
