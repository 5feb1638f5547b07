import { REGISTRY_FIELDS, REGISTRY_HEADER } from '../ca-registry/registry-format'
import { seededRandom } from '../lib/seeded-random'
import type { SeedProduct } from './demo-catalog'

/**
 * The demo seed's CAEPI registry snapshot (issue 32), in the registry's own format (`tgg_export_caepi.txt`:
 * header, `|` fields, Windows-1252 bytes, dd/mm/yyyy, CRLF): every CA of the seeded products, VÁLIDO to the
 * product's own date, or VENCIDO when that date is past (the seed's expired products stay expired), then
 * other companies' CAs, as a real export mixes them. Imported at the first start by `demo-registry-import.ts`.
 */
export type DemoRegistryProduct = { caNumber: string; caValidUntil: string; name: string; category: string }

/** What the snapshot needs of the seeded products. */
export const demoRegistryProducts = (catalog: SeedProduct[]): DemoRegistryProduct[] =>
  catalog.map(({ product }) => ({
    caNumber: product.caNumber,
    caValidUntil: product.caValidUntil,
    name: product.name,
    category: product.category,
  }))

/** The brand as its CAs' holder in the demo (a made-up CNPJ). */
export const DEMO_HOLDER = { cnpj: '12345678000195', name: 'ESCUDO EQUIPAMENTOS DE PROTEÇÃO LTDA' }

const OTHERS = [
  ['LUVAS SÃO JOSÉ INDÚSTRIA LTDA', 'LUVA DE SEGURANÇA'],
  ['CALÇADOS SEGURANÇA BRASIL LTDA', 'CALÇADO DE SEGURANÇA'],
  ['PROTEÇÃO TOTAL EPI LTDA', 'ÓCULOS DE PROTEÇÃO'],
  ['ALTURA CERTA EQUIPAMENTOS S.A.', 'CINTURÃO DE SEGURANÇA TIPO PARAQUEDISTA'],
  ['RESPIRA BEM INDÚSTRIA LTDA', 'RESPIRADOR PURIFICADOR DE AR'],
] as const
const OTHER_SITUATIONS = ['VÁLIDO', 'VÁLIDO', 'VÁLIDO', 'VENCIDO', 'CANCELADO', 'SUSPENSO'] as const
/** How many other companies' CAs the snapshot lists. */
export const DEMO_OTHER_CAS = 36

/** yyyy-mm-dd as the registry writes it, dd/mm/yyyy. */
const registryDate = (isoDay: string) => isoDay.slice(0, 10).split('-').reverse().join('/')
const isoDay = (today: Date, days: number) =>
  new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10)
const line = (fields: Partial<Record<(typeof REGISTRY_FIELDS)[number], string>>) =>
  REGISTRY_FIELDS.map((name) => (fields[name] ?? '').replace(/[|\r\n]/g, ' ')).join('|')

/** The snapshot's text, one line per CA (encode it with `demoRegistryBytes`). */
export function demoRegistryText(products: DemoRegistryProduct[], today: Date): string {
  const day = isoDay(today, 0)
  const byCa = new Map<string, DemoRegistryProduct>()
  // A CA several products carry is listed once, with the latest of their dates (as the lookup reads it).
  for (const product of products) {
    const number = String(Number(product.caNumber.trim()))
    const known = byCa.get(number)
    if (!known || known.caValidUntil < product.caValidUntil) byCa.set(number, product)
  }
  const lines = [...byCa].map(([number, product], index) =>
    line({
      NRRegistroCA: number,
      DataValidade: registryDate(product.caValidUntil),
      Situacao: product.caValidUntil >= day ? 'VÁLIDO' : 'VENCIDO',
      NRProcesso: `46000.${String(100000 + index).padStart(6, '0')}/2024-11`,
      CNPJ: DEMO_HOLDER.cnpj,
      RazaoSocial: DEMO_HOLDER.name,
      Natureza: 'Nacional',
      NomeEquipamento: product.name.toLocaleUpperCase('pt-BR'),
      DescricaoEquipamento: product.name,
      MarcaCA: 'Na etiqueta e na embalagem',
      Referencia: number,
      Cor: 'Diversas',
      AprovadoParaLaudo: 'PROTEÇÃO DO USUÁRIO CONFORME O LAUDO',
      CNPJLaboratorio: '60000000000191',
      RazaoSocialLaboratorio: 'LABORATÓRIO DE ENSAIOS DE EPI LTDA',
      NRLaudo: `${1000 + index}/2024`,
    }),
  )
  const random = seededRandom(32)
  for (let n = 0; n < DEMO_OTHER_CAS; n++) {
    let number = String(10_000 + random.int(0, 89_999))
    while (byCa.has(number)) number = String(Number(number) + 1)
    byCa.set(number, { caNumber: number, caValidUntil: day, name: '', category: '' })
    const [company, equipment] = OTHERS[n % OTHERS.length]!
    const situation = OTHER_SITUATIONS[n % OTHER_SITUATIONS.length]!
    lines.push(
      line({
        NRRegistroCA: number,
        DataValidade: registryDate(isoDay(today, situation === 'VENCIDO' ? -30 - n : 200 + n * 17)),
        Situacao: situation,
        NRProcesso: `46000.${String(200000 + n).padStart(6, '0')}/2023-07`,
        CNPJ: `${String(20_000_000 + n * 7919).padStart(8, '0')}000100`,
        RazaoSocial: company,
        Natureza: n % 4 === 0 ? 'Importado' : 'Nacional',
        NomeEquipamento: equipment,
        DescricaoEquipamento: `${equipment.toLocaleLowerCase('pt-BR')} modelo ${n + 1}`,
        MarcaCA: 'Gravado no produto',
        Referencia: `REF-${n + 1}`,
        Cor: 'Diversas',
        AprovadoParaLaudo: 'PROTEÇÃO CONFORME O LAUDO',
        CNPJLaboratorio: '60000000000191',
        RazaoSocialLaboratorio: 'LABORATÓRIO DE ENSAIOS DE EPI LTDA',
        NRLaudo: `${5000 + n}/2023`,
      }),
    )
  }
  return [REGISTRY_HEADER, ...lines].join('\r\n') + '\r\n'
}

/**
 * The snapshot's bytes, in Windows-1252 as CAEPI publishes it: its texts hold only Latin-1 letters (no
 * typographic quotes or dashes), where Windows-1252 and Latin-1 are the same bytes.
 */
export const demoRegistryBytes = (products: DemoRegistryProduct[], today: Date) =>
  Buffer.from(demoRegistryText(products, today), 'latin1')
