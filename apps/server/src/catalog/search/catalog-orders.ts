import type { ProductSort } from '@escudo/contracts'
import { SortedOrder } from './sorted-order'
import type { IndexedProduct } from './types'

const collator = new Intl.Collator('pt-BR')

/** What stays in memory per product once its text is indexed. */
export type Kept = Pick<IndexedProduct, 'id' | 'slug' | 'name' | 'popularity' | 'createdAt'>

export type OrdersSnapshot = { byName: Int32Array; byPopularity: Int32Array; byCreation: Int32Array }

/**
 * The published products in the three orders a list can ask for: name in pt-BR collation,
 * popularity and creation date (newest first). Ties fall back to the document number, so every
 * order is total and a page boundary never moves.
 */
export class CatalogOrders {
  readonly byName: SortedOrder
  readonly byPopularity: SortedOrder
  readonly byCreation: SortedOrder

  constructor(products: (Kept | undefined)[]) {
    const at = (doc: number) => products[doc]!
    this.byName = new SortedOrder((a, b) => collator.compare(at(a).name, at(b).name) || a - b)
    this.byPopularity = new SortedOrder((a, b) => at(b).popularity - at(a).popularity || a - b)
    this.byCreation = new SortedOrder((a, b) => at(b).createdAt - at(a).createdAt || a - b)
  }

  private get all(): SortedOrder[] {
    return [this.byName, this.byPopularity, this.byCreation]
  }

  snapshot(): OrdersSnapshot {
    return {
      byName: this.byName.snapshot(),
      byPopularity: this.byPopularity.snapshot(),
      byCreation: this.byCreation.snapshot(),
    }
  }

  restore(snapshot: OrdersSnapshot): void {
    this.byName.restore(snapshot.byName)
    this.byPopularity.restore(snapshot.byPopularity)
    this.byCreation.restore(snapshot.byCreation)
  }

  build(docs: number[]): void {
    for (const order of this.all) order.build([...docs])
  }

  insert(doc: number): void {
    for (const order of this.all) order.insert(doc)
  }

  delete(doc: number): void {
    for (const order of this.all) order.delete(doc)
  }

  for(sort: ProductSort): SortedOrder {
    if (sort === 'name' || sort === '-name') return this.byName
    return sort === '-createdAt' ? this.byCreation : this.byPopularity
  }
}
