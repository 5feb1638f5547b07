import { popcountAnd, type PopcountAnd } from './popcount-wasm'

const PAGE = 65536

/**
 * Bitsets of one size laid out in a WebAssembly memory, so that counting the intersection of two
 * of them runs as WebAssembly (see popcount-wasm.ts). Option bitsets are allocated once per layout;
 * scratch bitsets are lent to one search at a time (searches run synchronously) and all returned by
 * `resetScratch()`. The memory never grows after creation: growing would detach every view.
 */
export class BitArena {
  readonly words: number
  private readonly memory: WebAssembly.Memory
  /** The memory's buffer, read once: `memory.buffer` is a slow call, and the memory never grows. */
  private readonly buffer: ArrayBuffer
  private readonly count: PopcountAnd
  private readonly slotBytes: number
  private readonly slots: number
  private next = 0
  private readonly scratchSlots: Uint32Array[] = []
  private scratchUsed = 0

  /** `words` 32-bit words per bitset (rounded up to whole 64-bit words), room for `slots` sets. */
  constructor(words: number, slots: number, scratch: number) {
    this.words = words + (words & 1)
    this.slotBytes = this.words * 4
    this.slots = slots + scratch
    const pages = Math.max(1, Math.ceil((this.slots * this.slotBytes) / PAGE))
    this.memory = new WebAssembly.Memory({ initial: pages, maximum: pages })
    this.buffer = this.memory.buffer
    this.count = popcountAnd(this.memory)
    for (let i = 0; i < scratch; i++) this.scratchSlots.push(this.allocate()!)
  }

  /** A zeroed bitset, or undefined when the arena is full. */
  allocate(): Uint32Array | undefined {
    if (this.next >= this.slots) return undefined
    return new Uint32Array(this.buffer, this.next++ * this.slotBytes, this.words)
  }

  /** A zeroed scratch bitset for the current search (a plain one if the arena has none left). */
  scratch(): Uint32Array {
    const set = this.scratchSlots[this.scratchUsed]
    if (!set) return new Uint32Array(this.words)
    this.scratchUsed++
    set.fill(0)
    return set
  }

  resetScratch(): void {
    this.scratchUsed = 0
  }

  /** |a ∧ b| over the first `words` words, or undefined when a set is not in this arena. */
  countAnd(a: Uint32Array, b: Uint32Array, words: number): number | undefined {
    if (a.buffer !== this.buffer || b.buffer !== this.buffer) return undefined
    // Whole 64-bit words: the word after an odd `words` is inside the slot and zero beyond the documents.
    return this.count(a.byteOffset, b.byteOffset, (words + 1) >>> 1)
  }
}
