import type { SynonymSetResource } from '@escudo/contracts'
import type { SearchSynonymRow } from '../../db/schema/index'

export const synonymSetResource = (row: SearchSynonymRow): SynonymSetResource => ({
  type: 'search-synonyms',
  id: row.id,
  attributes: {
    language: row.language === 'en' ? 'en' : 'pt-BR',
    terms: row.terms,
    oneWay: row.oneWay,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  },
})
