import { CA_VALID_FACET, CHEMICAL_MIN_LEVEL_DEFAULT, letterChemical, RELEASE_FACET } from '@escudo/contracts'
import { BitArena } from './bit-arena'
import { CatalogOrders, type Kept, type OrdersSnapshot } from './catalog-orders'
import { add, andInto, type Bitset, count, countAnd, has, orInto, remove, wordsFor } from './bitset'
import { ChemicalLevels, type ChemicalLevelsSnapshot } from './chemical-levels'
import { DocOptions, type DocOptionsSnapshot } from './doc-options'
import { DocumentStore, type DocumentStoreSnapshot } from './document-store'
import { FacetsJson } from '../../lib/json-writer'
import { countFacets, type FacetLayout } from './facets'
import { pageWithPins } from './pinned'
import { pageByScore, pageInOrder } from './ranking'
import type { AppliedRule } from './rules'
import { CodeIndex, type CodeIndexSnapshot, codeTerms, shareCodeTerms } from './text/code-index'
import { ENGLISH, PORTUGUESE } from './text/normalize'
import { type OptionDocs, TextIndex, type TextIndexSnapshot, type TextMatch } from './text/text-index'
import type { SynonymSet } from './text/synonyms'
import type { ChemicalCount, Hit, IndexedProduct, SearchQuery, SearchResult, TaxonomyGroup } from './types'

export type MemoryIndexSnapshot = {
  taxonomy: TaxonomyGroup[]
  /** Group id → option id → option number. */
  optionNumber: Map<string, Map<string, number>>
  optionTitles: string[][]
  groupOptions: number[][]
  optionGroup: Int32Array
  optionsPerDoc: number
  capacity: number
  slots: number
  free: number[]
  /** The bitsets of the live documents and of every option, `wordsFor(capacity)` words each. */
  bits: Uint32Array
  docOptions: DocOptionsSnapshot
  products: (Kept | undefined)[]
  text: TextIndexSnapshot
  textEn: TextIndexSnapshot
  codes: CodeIndexSnapshot
  store: DocumentStoreSnapshot
  orders: OrdersSnapshot
  chemicals: ChemicalLevelsSnapshot
}

/** The yes/no facets after the taxonomy's groups: the release flag and the valid CA, one option `true` each. */
const FLAG_FACETS = [RELEASE_FACET, CA_VALID_FACET]
const flags = (isLancamento: boolean | undefined, caValid: boolean | undefined) => ({
  ...(isLancamento ? { [RELEASE_FACET]: ['true'] } : {}),
  ...(caValid ? { [CA_VALID_FACET]: ['true'] } : {}),
})

const SUGGESTION_CACHE_LIMIT = 1000

// A search uses two scratch sets plus one per selected group.
const SCRATCH_SETS = 32

/**
 * The catalogue in memory: a bitset per option, a text index, and the documents kept in three
 * orders (name in pt-BR collation, popularity, creation). Only published products are in it.
 * A search reads no table: it combines bitsets, counts facets and walks an order.
 */
export class MemoryIndex {
  private readonly groups: TaxonomyGroup[]
  private readonly groupNumber = new Map<string, number>()
  private optionNumber = new Map<string, Map<string, number>>()
  private optionTitles: string[][] = []
  private readonly listed: number[] = []
  private readonly layout: FacetLayout
  private capacity = 0
  private alive: Bitset = new Uint32Array(0)
  private slots = 0
  private free: number[] = []
  private products: (Kept | undefined)[] = []
  private readonly byId = new Map<string, number>()
  private readonly bySlug = new Map<string, number>()
  /** The codes' terms both languages share (see `CodeIndex`), matched by both text indexes. */
  private codes = new CodeIndex()
  private text = new TextIndex(PORTUGUESE, this.codes)
  /** The English texts, for searches from the English pages (issue 22). */
  private textEn = new TextIndex(ENGLISH, this.codes)
  private store = new DocumentStore()
  private orders = new CatalogOrders(this.products)
  /** Per (CAS, level ≥ n) the documents, for `filter[chemicals]` (issue 38). */
  private chemicals = new ChemicalLevels()
  private unfiltered: Int32Array | undefined
  /** "Did you mean" answers by query and filters, until the next write (see `suggest`). */
  private suggestions = new Map<string, string | null>()
  private readonly facetsJson: FacetsJson
  /** What the text indexes read to match an option's title (see `TextIndex.addOption`). */
  private readonly optionDocs: OptionDocs = (option) => this.layout.optionBits[option]!

  constructor(taxonomy: TaxonomyGroup[]) {
    this.groups = [...taxonomy, ...FLAG_FACETS.map((id) => ({ id, options: [{ id: 'true', titles: [] }] }))]
    this.layout = {
      groupOptions: [],
      optionGroup: new Int32Array(0),
      optionBits: [],
      docOptions: new DocOptions(),
      optionsPerDoc: 1,
      arena: new BitArena(0, 0, 0),
    }
    this.groups.forEach((group, index) => {
      this.groupNumber.set(group.id, index)
      this.layout.groupOptions.push([])
      for (const option of group.options) this.option(group.id, option.id, option.titles)
      this.listed.push(group.options.length)
    })
    this.facetsJson = new FacetsJson(
      this.groups.map((group, index) => ({
        id: group.id,
        options: this.listedOptions(index).map((number, k) => ({ id: group.options[k]!.id, number })),
      })),
    )
  }

  get size(): number {
    return this.byId.size
  }

  /**
   * The whole index as typed arrays, maps and plain objects, for building it on a worker thread and
   * moving it to the thread that serves (index-build-worker.ts). `transfer` lists the buffers that can
   * change thread without a copy; the index must not be used after they are transferred.
   */
  snapshot(): { snapshot: MemoryIndexSnapshot; transfer: ArrayBuffer[] } {
    const words = wordsFor(this.capacity)
    const bits = new Uint32Array(words * (1 + this.layout.optionBits.length))
    bits.set(this.alive.subarray(0, words))
    this.layout.optionBits.forEach((set, option) => bits.set(set.subarray(0, words), words * (option + 1)))
    const snapshot: MemoryIndexSnapshot = {
      taxonomy: this.groups.slice(0, -FLAG_FACETS.length),
      optionNumber: this.optionNumber,
      optionTitles: this.optionTitles,
      groupOptions: this.layout.groupOptions,
      optionGroup: this.layout.optionGroup,
      optionsPerDoc: this.layout.optionsPerDoc,
      capacity: this.capacity,
      slots: this.slots,
      free: this.free,
      bits,
      docOptions: this.layout.docOptions.snapshot(),
      products: this.products,
      text: this.text.snapshot(),
      textEn: this.textEn.snapshot(),
      codes: this.codes.snapshot(),
      store: this.store.snapshot(),
      orders: this.orders.snapshot(),
      chemicals: this.chemicals.snapshot(),
    }
    const { docOptions, text, textEn, codes, store, orders } = snapshot
    const arrays: ArrayBufferView[] = [bits, ...Object.values(docOptions)]
    for (const { postings, terms } of [text, textEn, codes])
      arrays.push(...Object.values(postings), terms.codes.ends, terms.codes.ids)
    arrays.push(...Object.values(orders), store.chunkOf, store.offset, store.length, ...store.chunks)
    return { snapshot, transfer: [...new Set(arrays.map((array) => array.buffer as ArrayBuffer))] }
  }

  static restore(snapshot: MemoryIndexSnapshot): MemoryIndex {
    const index = new MemoryIndex(snapshot.taxonomy)
    index.optionNumber = snapshot.optionNumber
    index.optionTitles = snapshot.optionTitles
    index.layout.groupOptions = snapshot.groupOptions
    index.layout.optionGroup = snapshot.optionGroup
    index.layout.optionsPerDoc = snapshot.optionsPerDoc
    index.layout.docOptions = DocOptions.restore(snapshot.docOptions)
    const words = wordsFor(snapshot.capacity)
    const set = (n: number) => snapshot.bits.subarray(n * words, (n + 1) * words)
    index.alive = set(0)
    index.layout.optionBits = snapshot.optionTitles.map((_, option) => set(option + 1))
    index.chemicals = ChemicalLevels.restore(snapshot.chemicals)
    index.relayout(snapshot.capacity)
    index.slots = snapshot.slots
    index.free = snapshot.free
    // Made again here: objects that arrive from another thread keep their fields out of line (larger).
    index.products = snapshot.products.map(
      (product) =>
        product && {
          id: product.id,
          slug: product.slug,
          name: product.name,
          popularity: product.popularity,
          createdAt: product.createdAt,
        },
    )
    // Keyed by the products' own id and slug strings, rather than copies of them.
    snapshot.products.forEach((product, doc) => {
      if (!product) return
      index.byId.set(product.id, doc)
      index.bySlug.set(product.slug, doc)
    })
    index.codes = CodeIndex.restore(snapshot.codes)
    index.text = TextIndex.restore(snapshot.text, PORTUGUESE, index.codes)
    index.textEn = TextIndex.restore(snapshot.textEn, ENGLISH, index.codes)
    index.store = DocumentStore.restore(snapshot.store)
    index.orders = new CatalogOrders(index.products)
    index.orders.restore(snapshot.orders)
    return index
  }

  /** Bulk load: `add` every product, then `finish` sorts each order once. */
  add(product: IndexedProduct): void {
    if (product.published) this.place(product, false)
  }

  finish(): void {
    this.text.finish()
    this.textEn.finish()
    this.codes.finish()
    const docs = [...this.byId.values()]
    this.orders.build(docs)
  }

  load(products: Iterable<IndexedProduct>): void {
    for (const product of products) this.add(product)
    this.finish()
  }

  upsert(product: IndexedProduct): void {
    this.remove(product.id)
    if (product.published) this.place(product, true)
  }

  remove(id: string): void {
    const doc = this.byId.get(id)
    const product = doc === undefined ? undefined : this.products[doc]
    if (doc === undefined || !product) return
    this.orders.delete(doc)
    this.text.remove(doc)
    this.textEn.remove(doc)
    this.codes.remove(doc)
    for (const option of this.layout.docOptions.get(doc)) remove(this.layout.optionBits[option]!, doc)
    this.chemicals.clear(doc)
    remove(this.alive, doc)
    this.layout.docOptions.clear(doc)
    this.products[doc] = undefined
    this.byId.delete(id)
    this.bySlug.delete(product.slug)
    this.free.push(doc)
    this.unfiltered = undefined
    this.suggestions = new Map()
  }

  /**
   * The synonym sets the searches apply from now on (issue 36), each in its language's text index: applied
   * at query time, so nothing is re-indexed.
   */
  setSynonyms(sets: readonly SynonymSet[]): void {
    this.text.setSynonyms(sets.filter((set) => set.language === 'pt-BR'))
    this.textEn.setSynonyms(sets.filter((set) => set.language === 'en'))
    this.suggestions = new Map()
  }

  get(idOrSlug: string): Hit | undefined {
    const doc = this.byId.get(idOrSlug) ?? this.bySlug.get(idOrSlug)
    return doc === undefined ? undefined : this.hit(doc)
  }

  documents(ids: string[], only: { quotable?: boolean } = {}): Hit[] {
    const valid = only.quotable ? this.optionNumber.get(CA_VALID_FACET)?.get('true') : undefined
    const validBits = valid === undefined ? undefined : this.layout.optionBits[valid]
    return ids.flatMap((id) => {
      const doc = this.byId.get(id)
      if (doc === undefined) return []
      if (only.quotable && !(validBits && has(validBits, doc))) return []
      return [this.hit(doc)]
    })
  }

  /** Whether a published product can be quoted (its `caValido` flag); false when it is not in the index. */
  quotable(id: string): boolean {
    return this.documents([id], { quotable: true }).length > 0
  }

  search(query: SearchQuery): SearchResult {
    const withFacets = query.facets !== false
    const words = wordsFor(this.slots)
    this.layout.arena.resetScratch()
    const text = query.q ? this.matchText(query.q, query.language) : undefined
    const rule = query.q ? (query.rule ?? undefined) : undefined
    let base = this.alive
    if (text) {
      base = text.bits
      for (let i = 0; i < words; i++) base[i]! &= this.alive[i]!
    }
    if (rule) base = this.steer(text ? base : this.alive.slice(0, words), rule)
    const masks = this.masks(query)
    const chemicals = this.chemicalCounts(query, base, masks, words)
    const chemical = this.chemicalMask(query, words)
    if (chemical) {
      if (base === this.alive) base = this.alive.slice(0, words)
      andInto(base, chemical, words)
    }
    const noFilter = !text && !rule && !chemical && masks.every((mask) => mask === undefined)
    const { results, counts } = !withFacets
      ? { results: this.intersect(base, masks, words), counts: new Int32Array(0) }
      : noFilter && this.unfiltered
        ? { results: this.alive, counts: this.unfiltered }
        : countFacets(this.layout, base, masks, words)
    // Without any filter the counts only change on a write: keep them until the next one.
    if (noFilter && withFacets) this.unfiltered = counts
    const total = this.layout.arena.countAnd(results, results, words) ?? count(results, words)
    const sort = query.sort === 'relevance' && !text ? '-popularity' : query.sort
    const page = (within: Bitset, count: number, offset: number, limit: number) =>
      sort === 'relevance' && text
        ? pageByScore(
            within,
            words,
            count,
            text.scores,
            this.orders.byPopularity.rank(words << 5),
            offset,
            limit,
          )
        : pageInOrder(this.orders.for(sort), within, words, count, offset, limit, sort === '-name')
    // Pins hold their positions in the relevance order (the default with a query); an order the buyer chose
    // (name, newest) is kept as chosen.
    const pins = rule && query.sort === 'relevance' ? this.pinnedIn(rule, results) : []
    let docs: number[]
    if (pins.length === 0) docs = page(results, total, query.offset, query.limit)
    else {
      const rest = results.slice(0, words)
      for (const pin of pins) remove(rest, pin.doc)
      docs = pageWithPins(pins, total - pins.length, query.offset, query.limit, (offset, limit) =>
        page(rest, total - pins.length, offset, limit),
      )
    }
    const facetsJson = this.facetsJson
    const facets = (): SearchResult['facets'] => (withFacets ? this.facets(counts) : {})
    return {
      total,
      didYouMean: text && total === 0 ? this.suggest(query, chemical ? [...masks, chemical] : masks) : null,
      redirect: rule?.redirect ?? null,
      hits: docs.map((doc) => this.hit(doc)),
      ...(chemicals ? { chemicals } : {}),
      // Made only when read: the list writes the counts as JSON without them.
      get facets() {
        return facets()
      },
      writeFacets: (out) => (withFacets ? facetsJson.write(out, counts) : out.text('{}')),
    }
  }

  /**
   * A search rule on the documents a query finds (`base`, changed in place): its pinned products join them
   * (the filters still apply to them), its hidden ones leave, so the facet counts see neither twice.
   */
  private steer(base: Bitset, rule: AppliedRule): Bitset {
    for (const pin of rule.pins) {
      const doc = this.byId.get(pin.productId)
      if (doc !== undefined && has(this.alive, doc)) add(base, doc)
    }
    for (const id of rule.hidden) {
      const doc = this.byId.get(id)
      if (doc !== undefined) remove(base, doc)
    }
    return base
  }

  /** The rule's pins among the results (a filter may have left some out), by position. */
  private pinnedIn(rule: AppliedRule, results: Bitset): { doc: number; position: number }[] {
    return rule.pins
      .flatMap((pin) => {
        const doc = this.byId.get(pin.productId)
        return doc !== undefined && has(results, doc) ? [{ doc, position: pin.position }] : []
      })
      .sort((a, b) => a.position - b.position)
  }

  /**
   * The query's words in the page's language. On an English page, a query that no live product answers in
   * English is tried in Portuguese: the brand's buyers type "luva nitrílica" on English pages too, and a
   * product's Portuguese name is as much its name as the English one. Only when English finds nothing, so an
   * English word never brings Portuguese look-alikes into its results.
   */
  private matchText(q: string, language: SearchQuery['language']): TextMatch | undefined {
    if (language !== 'en') return this.text.match(q, this.slots, this.optionDocs)
    const english = this.textEn.match(q, this.slots, this.optionDocs)
    if (!english || this.anyAlive(english.bits)) return english
    const portuguese = this.text.match(q, this.slots, this.optionDocs)
    return portuguese && this.anyAlive(portuguese.bits) ? portuguese : english
  }

  /**
   * The closest query that finds at least one live product with the same filters (a link the buyer can follow
   * without losing them), from the dictionary of the query's language; on an English page, then from the
   * Portuguese one (as `matchText` falls back). Null when there is none. Remembered until the next write.
   */
  private suggest(query: SearchQuery, masks: (Bitset | undefined)[]): string | null {
    const q = query.q!
    const key = `${query.language ?? ''}\u0000${q}\u0000${JSON.stringify([query.filters, query.isLancamento, query.caValido, query.chemicals, query.minLevel])}`
    const known = this.suggestions.get(key)
    if (known !== undefined) return known
    const words = wordsFor(this.slots)
    const live = (bits: Bitset) => {
      const within = this.intersect(bits, masks, words)
      for (let i = 0; i < words; i++) within[i]! &= this.alive[i]!
      return count(within, words)
    }
    const finds = (text: string) => {
      const match = this.matchText(text, query.language)
      return match !== undefined && live(match.bits) > 0
    }
    const indexes = query.language === 'en' ? [this.textEn, this.text] : [this.text]
    let found: string | null = null
    for (const index of indexes) {
      found = index.suggest(q, this.slots, this.optionDocs, live, finds) ?? null
      if (found) break
    }
    if (this.suggestions.size >= SUGGESTION_CACHE_LIMIT) this.suggestions = new Map()
    this.suggestions.set(key, found)
    return found
  }

  private anyAlive(bits: Bitset): boolean {
    const words = wordsFor(this.slots)
    for (let i = 0; i < words; i++) if ((bits[i]! & this.alive[i]!) !== 0) return true
    return false
  }

  private intersect(base: Bitset, masks: (Bitset | undefined)[], words: number): Bitset {
    const results = base.slice(0, words)
    for (const mask of masks) if (mask) for (let i = 0; i < words; i++) results[i]! &= mask[i]!
    return results
  }

  /** The documents `filter[chemicals]` keeps (level ≥ minLevel against every CAS); undefined without it. */
  private chemicalMask(query: SearchQuery, words: number): Bitset | undefined {
    if (!query.chemicals || query.chemicals.length === 0) return undefined
    return this.chemicals.mask(query.chemicals, query.minLevel ?? CHEMICAL_MIN_LEVEL_DEFAULT, words)
  }

  /**
   * Each chemical of the filter with its names and how many products the rest of the query (`base` and the
   * group filters, not the other chemicals) finds at the level against it: "no glove of ours protects against X".
   */
  private chemicalCounts(
    query: SearchQuery,
    base: Bitset,
    masks: (Bitset | undefined)[],
    words: number,
  ): ChemicalCount[] | undefined {
    if (!query.chemicals || query.chemicals.length === 0) return undefined
    const rest = this.intersect(base, masks, words)
    const minLevel = query.minLevel ?? CHEMICAL_MIN_LEVEL_DEFAULT
    return query.chemicals.map((cas) => {
      const set = this.chemicals.atLeast(cas, minLevel)
      const letter = letterChemical(cas)
      const names = letter
        ? { name: letter.name, nameEn: letter.nameEn, letter: letter.letter }
        : (this.chemicals.nameOf(cas) ?? { name: null, nameEn: null, letter: null })
      return { cas, ...names, count: set ? countAnd(rest, set, words) : 0 }
    })
  }

  private masks(query: SearchQuery): (Bitset | undefined)[] {
    const words = wordsFor(this.slots)
    const selections = { ...query.filters, ...flags(query.isLancamento, query.caValido) }
    const masks: (Bitset | undefined)[] = this.groups.map(() => undefined)
    for (const [group, ids] of Object.entries(selections)) {
      const number = this.groupNumber.get(group)
      if (number === undefined || !ids || ids.length === 0) continue
      const mask = new Uint32Array(words)
      for (const id of ids) {
        const option = this.optionNumber.get(group)?.get(id)
        if (option !== undefined) orInto(mask, this.layout.optionBits[option]!, words)
      }
      masks[number] = mask
    }
    return masks
  }

  private facets(counts: Int32Array): SearchResult['facets'] {
    const facets: SearchResult['facets'] = {}
    this.groups.forEach((group, index) => {
      const options = this.listedOptions(index)
      facets[group.id] = options.map((option, k) => ({ id: group.options[k]!.id, count: counts[option]! }))
    })
    return facets
  }

  /** The option numbers of a group's facet: its taxonomy options, in order. */
  private listedOptions(group: number): number[] {
    return this.layout.groupOptions[group]!.slice(0, this.listed[group])
  }

  private place(product: IndexedProduct, ordered: boolean): void {
    const doc = this.free.pop() ?? this.slots++
    this.grow(doc + 1)
    const { id, slug, name, popularity, createdAt } = product
    this.products[doc] = { id, slug, name, popularity, createdAt }
    this.store.set(doc, product.document)
    this.byId.set(product.id, doc)
    this.bySlug.set(product.slug, doc)
    const options: number[] = []
    const all = { ...product.options, ...flags(product.isLancamento, product.caValid) }
    for (const [group, ids] of Object.entries(all)) {
      if (!this.groupNumber.has(group)) continue
      for (const id of ids) {
        const option = this.option(group, id, [])
        add(this.layout.optionBits[option]!, doc)
        options.push(option)
      }
    }
    this.layout.docOptions.set(doc, options)
    this.chemicals.set(doc, product.chemicals)
    this.layout.optionsPerDoc += (options.length - this.layout.optionsPerDoc) / Math.max(this.byId.size, 1)
    const codes = [product.reference, `CA ${product.caNumber}`]
    const codesPt = codeTerms(codes, PORTUGUESE)
    const codesEn = codeTerms(codes, ENGLISH)
    // What both languages make of the codes alike is posted once, for both (see `CodeIndex`).
    const shared = shareCodeTerms(codesPt, codesEn)
    this.codes.add(doc, shared)
    this.text.add(
      doc,
      { name: product.name, codes: codesPt, summary: product.summary, description: product.description },
      shared,
    )
    // Untranslated texts: the Portuguese name still finds the product (the English page shows it), the
    // Portuguese summary and description are left out (they would double the text index for little).
    this.textEn.add(
      doc,
      {
        name: product.nameEn || product.name,
        codes: codesEn,
        summary: product.shortDescriptionEn ?? '',
        description: product.descriptionEn ?? '',
      },
      shared,
    )
    add(this.alive, doc)
    if (ordered) {
      this.orders.insert(doc)
    }
    this.unfiltered = undefined
    this.suggestions = new Map()
  }

  /** The number of an option, created on first sight (a product may carry an option added later). */
  private option(group: string, id: string, titles: string[]): number {
    let numbers = this.optionNumber.get(group)
    if (!numbers) this.optionNumber.set(group, (numbers = new Map()))
    const known = numbers.get(id)
    if (known !== undefined) return known
    const number = this.optionTitles.length
    numbers.set(id, number)
    this.optionTitles.push(titles)
    // Portuguese searches find both titles; English ones the English title, or the Portuguese where there is none.
    this.text.addOption(number, titles)
    const english = titles[1] || titles[0]
    if (english) this.textEn.addOption(number, [english])
    const bits = this.layout.arena.allocate()
    this.layout.optionBits.push(bits ?? new Uint32Array(wordsFor(this.capacity)))
    this.layout.optionGroup = Int32Array.from([...this.layout.optionGroup, this.groupNumber.get(group)!])
    this.layout.groupOptions[this.groupNumber.get(group)!]!.push(number)
    if (!bits) this.relayout(this.capacity)
    return number
  }

  private grow(needed: number): void {
    if (needed > this.capacity) this.relayout(Math.max(1024, this.capacity * 2, needed))
  }

  /** Moves every bitset into a new arena sized for `capacity` documents and twice today's options. */
  private relayout(capacity: number): void {
    this.capacity = capacity
    const words = wordsFor(capacity)
    const options = this.layout.optionBits.length
    const arena = new BitArena(words, 2 * options + 64, SCRATCH_SETS)
    const move = (set: Bitset) => {
      const next = arena.allocate()!
      next.set(set.subarray(0, Math.min(set.length, words)))
      return next
    }
    this.alive = move(this.alive)
    this.layout.optionBits = this.layout.optionBits.map(move)
    this.layout.arena = arena
    this.chemicals.resize(words)
  }

  private hit(doc: number): Hit {
    const product = this.products[doc]!
    return { id: product.id, document: this.store.get(doc) }
  }
}
