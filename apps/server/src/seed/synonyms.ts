import type { searchSynonyms } from '../db/schema/index'

type NewSynonymSet = typeof searchSynonyms.$inferInsert

const equivalent = (language: 'pt-BR' | 'en', ...terms: string[]): NewSynonymSet => ({
  language,
  terms,
  oneWay: false,
})
const oneWay = (language: 'pt-BR' | 'en', ...terms: string[]): NewSynonymSet => ({
  language,
  terms,
  oneWay: true,
})

/**
 * The trade's words for the demo catalogue's products (issue 36): what buyers call them that the products'
 * own texts may not say. Only for kinds of product the demo sells (it has no boots, respirators, helmets or
 * hearing protection, so "botina", "PFF2" or "abafador" would find nothing); a test checks that every term
 * of every set finds a product.
 */
export function demoSynonymSets(): NewSynonymSet[] {
  return [
    equivalent('pt-BR', 'óculos de proteção', 'óculos de segurança', 'óculos EPI'),
    equivalent('pt-BR', 'macacão', 'vestimenta de proteção', 'roupa de proteção'),
    equivalent('pt-BR', 'máscara de solda', 'escudo de solda', 'capacete de solda'),
    equivalent('pt-BR', 'cinturão paraquedista', 'cinto paraquedista', 'cinto de segurança'),
    equivalent('pt-BR', 'trava-quedas', 'antiqueda'),
    equivalent('pt-BR', 'colete refletivo', 'colete de sinalização', 'colete sinalizador'),
    equivalent('pt-BR', 'mangote', 'manga de proteção', 'protetor de braço'),
    oneWay('pt-BR', 'luva de couro', 'luva de raspa', 'luva de vaqueta'),
    oneWay('pt-BR', 'soldador', 'máscara de solda', 'óculos de solda', 'luva de raspa'),
    // NR-35, the Brazilian rule for work at height, typed as one word or two.
    oneWay('pt-BR', 'nr35', 'cinturão', 'talabarte', 'trava-quedas', 'linha de vida'),
    oneWay('pt-BR', 'nr 35', 'cinturão', 'talabarte', 'trava-quedas', 'linha de vida'),
    equivalent('en', 'safety glasses', 'safety spectacles', 'protective eyewear'),
    equivalent('en', 'coverall', 'boiler suit', 'overalls'),
    equivalent('en', 'welding mask', 'welding helmet', 'welding hood'),
    equivalent('en', 'reflective vest', 'hi-vis vest', 'high-visibility vest'),
    equivalent('en', 'harness', 'safety belt'),
    oneWay('en', 'welder', 'welding mask', 'welding glasses', 'welding glove'),
    oneWay('en', 'work at height', 'harness', 'lanyard', 'fall arrester'),
  ]
}
