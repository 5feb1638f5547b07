import fs from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { NodeFS } from '@electric-sql/pglite/nodefs'

/**
 * PGlite's Node file system with honest flushes (decision record 046). PGlite 0.5 mounts Emscripten's NODEFS,
 * whose streams hold the host's file descriptor (`stream.nfd`) but which answers PostgreSQL's flushes without
 * doing them: `fsync()` reaches `stream_ops.fsync`, which NODEFS lacks, and `fdatasync()` is a syscall that only
 * checks the descriptor. At start-up, in this module's own Emscripten instance (nothing global is touched), we
 * give NODEFS's streams an `fsync` that calls `fs.fsyncSync` and replace the `fdatasync` import with one that
 * calls `fs.fdatasyncSync`, both on the host descriptor, for files and directories alike. PostgreSQL then runs
 * with `fsync = on` and does the rest: the WAL flushed at each commit, the data files and `pg_control` flushed
 * at each checkpoint, renames followed by a flush of their directory.
 */
export class DurableNodeFS extends NodeFS {
  /** Host flushes done through this file system: tests and the benchmark see that commits reach the disk. */
  flushes = 0

  constructor(dataDir: string) {
    super(dataDir)
  }

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts)
    let module: EmscriptenInternals | undefined
    const instantiate = emscriptenOpts.instantiateWasm
    if (!instantiate)
      throw new Error('PGlite no longer instantiates its WebAssembly itself: recheck durable-nodefs.ts')
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        instantiateWasm: (
          imports: { env: Record<string, unknown> },
          done: (instance: WebAssembly.Instance) => void,
        ) => {
          const { env } = imports
          if (typeof env.__syscall_fdatasync !== 'function')
            throw new Error('PGlite no longer imports __syscall_fdatasync: recheck durable-nodefs.ts')
          env.__syscall_fdatasync = (fd: number) => this.fdatasync(module!, fd)
          return instantiate(imports, done)
        },
        preRun: [
          ...(emscriptenOpts.preRun ?? []),
          (mod: unknown) => {
            module = mod as EmscriptenInternals
            const nodefs = module.NODEFS
            if (!nodefs?.stream_ops || !nodefs.tryFSOperation)
              throw new Error('PGlite no longer mounts Emscripten NODEFS: recheck durable-nodefs.ts')
            nodefs.stream_ops.fsync = (stream: EmscriptenStream) => {
              nodefs.tryFSOperation(() => this.flush(stream.nfd!, false))
              return 0
            }
          },
        ],
      } as typeof emscriptenOpts,
    }
  }

  /** `fdatasync(fd)`: flushes a NODEFS file's data; other mounts (in-memory `/tmp`, devices) have none to flush. */
  private fdatasync(module: EmscriptenInternals, fd: number): number {
    const stream = module.FS.getStream(fd)
    if (!stream) return -8 // EBADF (Emscripten's errno numbering)
    if (stream.stream_ops !== module.NODEFS.stream_ops || stream.nfd === undefined) return 0
    try {
      module.NODEFS.tryFSOperation(() => this.flush(stream.nfd!, true))
    } catch (error) {
      return -((error as { errno?: number }).errno ?? 29) // EIO
    }
    return 0
  }

  /** Flushes a host descriptor (a file or a directory); throws Node's error, which NODEFS turns into an errno. */
  protected flush(nfd: number, dataOnly: boolean): void {
    if (dataOnly) fs.fdatasyncSync(nfd)
    else fs.fsyncSync(nfd)
    this.flushes++
  }
}

/** PostgreSQL's own flushing, which PGlite's defaults turn off with `-F`; everything else as PGlite starts it. */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'synchronous_commit=on',
  '-c',
  'full_page_writes=on',
]

type EmscriptenStream = { nfd?: number; stream_ops: unknown }
type EmscriptenInternals = {
  FS: { getStream: (fd: number) => EmscriptenStream | undefined }
  NODEFS: {
    stream_ops: Record<string, unknown>
    tryFSOperation: <T>(operation: () => T) => T
  }
}
