import fs from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { DurableNodeFS } from '../../../src/db/durable-nodefs'

/**
 * One change PGlite made to its files, in order, as the OS page cache receives it. Files and directories are
 * named by a stable id (the same file keeps its id across renames; a new file gets a new one even when the host
 * reuses an inode number).
 */
export type FileOp =
  | { kind: 'write'; id: number; position: number; bytes: Buffer }
  | { kind: 'truncate'; id: number; size: number }
  | { kind: 'create'; dir: number; name: string; id: number; isDir: boolean }
  | { kind: 'rename'; fromDir: number; fromName: string; toDir: number; toName: string; id: number }
  | { kind: 'unlink'; dir: number; name: string }
  | { kind: 'flush'; id: number }

type Node = { name: string; parent: Node; mode: number; simId?: number }
type Stream = { node: Node; nfd?: number; simId?: number }
/* eslint-disable @typescript-eslint/no-explicit-any -- Emscripten's operations, untyped by PGlite */
type Nodefs = {
  node_ops: Record<string, any>
  stream_ops: Record<string, any>
  realPath: (node: Node) => string
}

/**
 * PGlite's durable Node file system with every change recorded on its way to the host (the same hook point as the
 * flushes: Emscripten's NODEFS operations), so that a test can rebuild what the disk would hold had the power been
 * cut after any operation: only what was flushed (see `DiskModel`). Files are written to the host as usual, so
 * PGlite reads what it wrote.
 */
export class RecordingFS extends DurableNodeFS {
  readonly ops: FileOp[] = []
  /** The ids of the files and directories already there when PGlite opened them, by relative path. */
  readonly initialIds = new Map<string, number>()
  private readonly idsByInode = new Map<number, number>()
  private nextId = 1
  private readonly root: string

  /**
   * `mode`: `honest` as `DurableNodeFS` does them; `none`, the old setting, flushes that do nothing (neither
   * done nor recorded); `fsync-only`, only `fsync` honest and `fdatasync` doing nothing, as NODEFS would be with
   * a flushing `stream_ops.fsync` alone.
   */
  constructor(
    dataDir: string,
    private readonly mode: 'honest' | 'none' | 'fsync-only',
  ) {
    super(dataDir)
    this.root = path.resolve(dataDir)
    this.scan(this.root, '.')
  }

  private scan(dir: string, relative: string) {
    this.initialIds.set(relative, this.idOfPath(dir, true))
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const child = path.join(relative, entry.name)
      if (entry.isDirectory()) this.scan(path.join(dir, entry.name), child)
      else this.initialIds.set(child, this.idOfPath(path.join(dir, entry.name), true))
    }
  }

  private idOfPath(hostPath: string, fresh = false): number {
    const inode = fs.lstatSync(hostPath).ino
    let id = this.idsByInode.get(inode)
    if (id === undefined || fresh) {
      id = this.nextId++
      this.idsByInode.set(inode, id)
    }
    return id
  }

  protected override flush(nfd: number, dataOnly: boolean): void {
    if (this.mode === 'none' || (dataOnly && this.mode === 'fsync-only')) return
    const id = this.idsByInode.get(fs.fstatSync(nfd).ino)
    if (id === undefined) throw new Error('flush of a file the recording never saw')
    this.ops.push({ kind: 'flush', id })
    // The host flush itself adds nothing to the simulation and only slows it down.
  }

  override async init(pg: PGlite, opts: Parameters<DurableNodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts)
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [
          ...(emscriptenOpts.preRun ?? []),
          (mod: unknown) => this.record((mod as { NODEFS: Nodefs }).NODEFS),
        ],
      } as typeof emscriptenOpts,
    }
  }

  /** Wraps NODEFS's operations (this Emscripten instance's own) to record each change once it succeeded. */
  private record(nodefs: Nodefs) {
    const node = { ...nodefs.node_ops } as Record<string, (...args: any[]) => any>
    const stream = { ...nodefs.stream_ops } as Record<string, (...args: any[]) => any>
    const idOf = (of: Node) => this.idOfPath(nodefs.realPath(of))
    const streamId = (open: Stream) => (open.simId ??= idOf(open.node))
    const size = (attr: { size?: number }) => attr.size

    nodefs.node_ops.mknod = (parent: Node, name: string, mode: number, dev: unknown) => {
      const created = node.mknod!(parent, name, mode, dev) as Node
      const id = this.idOfPath(nodefs.realPath(created), true)
      this.ops.push({ kind: 'create', dir: idOf(parent), name, id, isDir: (mode & 0o170000) === 0o040000 })
      return created
    }
    nodefs.node_ops.rename = (moved: Node, toDir: Node, toName: string) => {
      const [id, fromDir, fromName] = [idOf(moved), idOf(moved.parent), moved.name]
      node.rename!(moved, toDir, toName)
      this.ops.push({ kind: 'rename', fromDir, fromName, toDir: idOf(toDir), toName, id })
    }
    for (const op of ['unlink', 'rmdir'])
      nodefs.node_ops[op] = (parent: Node, name: string) => {
        node[op]!(parent, name)
        this.ops.push({ kind: 'unlink', dir: idOf(parent), name })
      }
    nodefs.node_ops.setattr = (of: Node, attr: { size?: number }) => {
      node.setattr!(of, attr)
      if (size(attr) !== undefined) this.ops.push({ kind: 'truncate', id: idOf(of), size: size(attr)! })
    }
    nodefs.stream_ops.setattr = (open: Stream, attr: { size?: number }) => {
      stream.setattr!(open, attr)
      if (size(attr) !== undefined) this.ops.push({ kind: 'truncate', id: streamId(open), size: size(attr)! })
    }
    nodefs.stream_ops.open = (open: Stream) => {
      stream.open!(open)
      open.simId = idOf(open.node)
    }
    nodefs.stream_ops.write = (
      open: Stream,
      buffer: Uint8Array,
      offset: number,
      length: number,
      position: number,
    ) => {
      const written = stream.write!(open, buffer, offset, length, position) as number
      const bytes = Buffer.from(buffer.subarray(offset, offset + written))
      this.ops.push({ kind: 'write', id: streamId(open), position, bytes })
      return written
    }
  }
}
