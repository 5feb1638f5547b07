import fs from 'node:fs'
import path from 'node:path'
import type { FileOp } from './recording-fs'

type Entry = { name: string; id: number; isDir: boolean }
type NameOp = { kind: 'link'; entry: Entry } | { kind: 'unlink'; name: string }

const PAGE = 4096

/**
 * What a disk holds after a power cut, modelled on the OS page cache. Changes reach the cache in order; what the
 * disk keeps of them:
 * - a file's data and size: as of its last flush (`fsync`/`fdatasync` of that file);
 * - a directory's entries (create, rename, unlink): as of the last flush of that directory, or of a file whose
 *   own entry is among them (a journalling file system commits a directory's changes in order, so that flush also
 *   commits the entries before it in that directory).
 * `writeback` (0–1) adds the OS writing dirty pages back on its own before the cut: each 4 KB page (and each
 * file's size) not flushed is, with that probability, the latest one instead of the flushed one, and each
 * directory keeps a random prefix of its pending entries. 0 keeps only what was flushed.
 */
export class DiskModel {
  private readonly data = new Map<number, Buffer>()
  private readonly entries = new Map<number, Map<string, Entry>>()
  private readonly pendingData = new Map<number, FileOp[]>()
  private readonly pendingNames = new Map<number, NameOp[]>()
  private readonly rootId: number

  /** The disk as it was when the recording started (`initialIds`: the recording's ids of the files there). */
  constructor(root: string, initialIds: Map<string, number>) {
    this.rootId = initialIds.get('.')!
    for (const [relative, id] of initialIds) {
      const host = path.join(root, relative)
      const isDir = fs.statSync(host).isDirectory()
      if (isDir) this.entries.set(id, new Map())
      else this.data.set(id, fs.readFileSync(host))
      if (relative !== '.') {
        const dir = initialIds.get(path.dirname(relative))!
        this.entries.get(dir)!.set(path.basename(relative), { name: path.basename(relative), id, isDir })
      }
    }
  }

  apply(op: FileOp) {
    switch (op.kind) {
      case 'write':
      case 'truncate':
        return push(this.pendingData, op.id, op)
      case 'create':
        if (op.isDir) this.entries.set(op.id, new Map())
        else this.data.set(op.id, Buffer.alloc(0))
        return push(this.pendingNames, op.dir, {
          kind: 'link',
          entry: { name: op.name, id: op.id, isDir: op.isDir },
        })
      case 'rename': {
        const isDir = this.entries.has(op.id)
        push(this.pendingNames, op.fromDir, { kind: 'unlink', name: op.fromName })
        return push(this.pendingNames, op.toDir, {
          kind: 'link',
          entry: { name: op.toName, id: op.id, isDir },
        })
      }
      case 'unlink':
        return push(this.pendingNames, op.dir, { kind: 'unlink', name: op.name })
      case 'flush':
        return this.flush(op.id)
    }
  }

  private flush(id: number) {
    if (this.entries.has(id)) return this.commitNames(id, this.pendingNames.get(id)?.length ?? 0)
    this.data.set(id, withChanges(this.data.get(id)!, this.pendingData.get(id) ?? []))
    this.pendingData.delete(id)
    for (const [dir, ops] of this.pendingNames) {
      const last = ops.findLastIndex((op) => op.kind === 'link' && op.entry.id === id)
      if (last >= 0) this.commitNames(dir, last + 1)
    }
  }

  private commitNames(dir: number, count: number) {
    const ops = this.pendingNames.get(dir) ?? []
    for (const op of ops.splice(0, count)) applyName(this.entries.get(dir)!, op)
  }

  /** Writes what the disk would hold after a power cut now into `target` (an empty directory). */
  materialize(target: string, writeback = 0, random: () => number = Math.random) {
    const names = (dir: number) => {
      const current = new Map(this.entries.get(dir))
      const pending = this.pendingNames.get(dir) ?? []
      const kept = writeback > 0 ? Math.floor(random() * (pending.length + 1) * writeback) : 0
      for (const op of pending.slice(0, kept)) applyName(current, op)
      return current
    }
    const contents = (id: number) => {
      const flushed = this.data.get(id)!
      const pending = this.pendingData.get(id)
      if (!pending?.length || writeback === 0) return flushed
      return pagesFromEither(flushed, withChanges(flushed, pending), writeback, random)
    }
    const write = (dir: number, into: string) => {
      for (const entry of names(dir).values()) {
        const host = path.join(into, entry.name)
        if (entry.isDir) {
          fs.mkdirSync(host)
          write(entry.id, host)
        } else fs.writeFileSync(host, contents(entry.id))
      }
    }
    write(this.rootId, target)
  }
}

function push<T>(map: Map<number, T[]>, key: number, value: T) {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

function applyName(entries: Map<string, Entry>, op: NameOp) {
  if (op.kind === 'link') entries.set(op.entry.name, op.entry)
  else entries.delete(op.name)
}

function withChanges(start: Buffer, ops: FileOp[]): Buffer {
  let file = start
  for (const op of ops) {
    if (op.kind === 'truncate') {
      const resized = Buffer.alloc(op.size)
      file.copy(resized, 0, 0, Math.min(op.size, file.length))
      file = resized
    } else if (op.kind === 'write') {
      const end = op.position + op.bytes.length
      if (end > file.length) {
        const grown = Buffer.alloc(end)
        file.copy(grown)
        file = grown
      } else if (file === start) file = Buffer.from(file)
      op.bytes.copy(file, op.position)
    }
  }
  return file
}

/** Each 4 KB page from `latest` with probability `p`, else from `flushed`; the size likewise. */
function pagesFromEither(flushed: Buffer, latest: Buffer, p: number, random: () => number): Buffer {
  const size = random() < p ? latest.length : flushed.length
  const out = Buffer.alloc(size)
  for (let at = 0; at < size; at += PAGE) {
    const source = random() < p ? latest : flushed
    if (at < source.length) source.copy(out, at, at, Math.min(at + PAGE, size, source.length))
  }
  return out
}
