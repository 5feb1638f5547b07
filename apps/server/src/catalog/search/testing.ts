import type { IndexedProduct } from './types'

/**
 * For the index's tests: a maker of published products with unique ids, slugs, references and CA numbers,
 * plain texts and the given fields.
 */
export function productMaker(): (fields: Partial<IndexedProduct>) => IndexedProduct {
  let n = 0
  return (fields) => {
    n++
    return {
      id: `p${n}`,
      slug: `p-${n}`,
      reference: `EP-XX-${1000 + n}`,
      caNumber: String(40000 + n),
      name: `Produto ${n}`,
      summary: 'Equipamento de uso profissional.',
      description: 'Produto de uso geral.',
      options: {},
      isLancamento: false,
      caValid: true,
      popularity: n,
      createdAt: n,
      published: true,
      document: '{}',
      ...fields,
    }
  }
}
