import { canBeQuoted, type CaCheck } from '../ca-registry/product-check'
import type { Bilingual } from '../lib/errors'

/** yyyy-mm-dd (or an ISO instant) as dd/mm/aaaa. */
const brazilian = (date: string) => date.slice(0, 10).split('-').reverse().join('/')

/**
 * Why a product cannot be quoted, naming its CA (NR-6: a PPE is sold only with a valid CA); undefined when
 * it can. The registry's reason comes first: it is the stronger one.
 */
export function caRefusal(
  product: { caNumber: string; caValidUntil: string },
  check: CaCheck,
): Bilingual | undefined {
  if (canBeQuoted(check)) return undefined
  const ca = `O CA ${product.caNumber} deste produto`
  const caEn = `This product's CA ${product.caNumber}`
  const registry = check.caRegistry
  const end = 'um EPI sem CA válido não pode ser orçado.'
  const endEn = 'a PPE without a valid CA cannot be quoted.'
  if (registry && registry.status === 'nao_encontrado')
    return {
      'pt-BR': `${ca} não consta no registro do CAEPI (importado em ${brazilian(registry.checkedAt)}): ${end}`,
      en: `${caEn} is not in the CAEPI register (imported on ${brazilian(registry.checkedAt)}): ${endEn}`,
    }
  if (registry && registry.status !== 'valido')
    return {
      'pt-BR': `${ca} está ${registry.situation ?? registry.status} no CAEPI (registro de ${brazilian(registry.checkedAt)}): ${end}`,
      en: `${caEn} is ${registry.situation ?? registry.status} in the CAEPI (register of ${brazilian(registry.checkedAt)}): ${endEn}`,
    }
  return {
    'pt-BR': `${ca} venceu em ${brazilian(product.caValidUntil)}: ${end}`,
    en: `${caEn} expired on ${brazilian(product.caValidUntil)}: ${endEn}`,
  }
}
