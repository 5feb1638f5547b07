import type { CaCheck } from '../ca-registry/product-check'

/** yyyy-mm-dd (or an ISO instant) as dd/mm/aaaa. */
const brazilian = (date: string) => date.slice(0, 10).split('-').reverse().join('/')

/**
 * Why a product cannot be quoted, naming its CA (NR-6: a PPE is sold only with a valid CA); undefined when
 * it can. The registry's reason comes first: it is the stronger one.
 */
export function caRefusal(product: { caNumber: string; caValidUntil: string }, check: CaCheck) {
  if (check.caState !== 'invalido') return undefined
  const ca = `O CA ${product.caNumber} deste produto`
  const registry = check.caRegistry
  const end = 'um EPI sem CA válido não pode ser orçado.'
  if (registry && registry.status === 'nao_encontrado')
    return `${ca} não consta no registro do CAEPI (importado em ${brazilian(registry.checkedAt)}): ${end}`
  if (registry && registry.status !== 'valido')
    return `${ca} está ${registry.situation ?? registry.status} no CAEPI (registro de ${brazilian(registry.checkedAt)}): ${end}`
  return `${ca} venceu em ${brazilian(product.caValidUntil)}: ${end}`
}
