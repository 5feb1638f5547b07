import type { CaRegistryLineProblem } from '@escudo/contracts'
import { registryMessage, type RegistryMessage } from './registry-messages'

/**
 * The CAEPI registry export (`tgg_export_caepi.txt`, published by the Ministry of Labour): one line per CA
 * and report, `|`-separated, Windows-1252 (Latin-1) text, dates as dd/mm/yyyy, this header first.
 */
export const REGISTRY_FIELDS = [
  'NRRegistroCA',
  'DataValidade',
  'Situacao',
  'NRProcesso',
  'CNPJ',
  'RazaoSocial',
  'Natureza',
  'NomeEquipamento',
  'DescricaoEquipamento',
  'MarcaCA',
  'Referencia',
  'Cor',
  'AprovadoParaLaudo',
  'RestricaoLaudo',
  'ObservacaoAnaliseLaudo',
  'CNPJLaboratorio',
  'RazaoSocialLaboratorio',
  'NRLaudo',
  'Norma',
] as const

export const REGISTRY_HEADER = `#${REGISTRY_FIELDS.join('|')}`
/** The one entry of the published ZIP. */
export const REGISTRY_ENTRY_NAME = 'tgg_export_caepi.txt'

/** One line of the registry, fields trimmed; `validUntil` as `YYYY-MM-DD` (null when the line has none). */
export type RegistryRecord = {
  caNumber: string
  validUntil: string | null
  situation: string
  processNumber: string
  holderCnpj: string
  holderName: string
  nature: string
  equipmentName: string
  equipmentDescription: string
  brand: string
  reference: string
  color: string
  approvedFor: string
  restriction: string
  observation: string
  laboratoryCnpj: string
  laboratoryName: string
  reportNumber: string
  norm: string
}

const CA_NUMBER = /^\d{1,9}$/
const DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/

/** `dd/mm/yyyy` as `YYYY-MM-DD`; undefined when it is not a real day. */
export function registryDate(text: string): string | undefined {
  const match = DATE.exec(text)
  if (!match) return undefined
  const [, day, month, year] = match
  const iso = `${year}-${month}-${day}`
  const parsed = new Date(`${iso}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : undefined
}

/** A line's fields as a record, or the reason it cannot be one (a message key, shown to staff). */
export function registryRecord(fields: string[]): RegistryRecord | RegistryMessage<CaRegistryLineProblem> {
  if (fields.length !== REGISTRY_FIELDS.length)
    return registryMessage('lineFieldCount', { expected: REGISTRY_FIELDS.length, found: fields.length })
  const value = fields.map((field) => field.trim())
  const [caNumber, validity, situation] = value as [string, string, string]
  if (!CA_NUMBER.test(caNumber)) return registryMessage('lineCaNumber', { value: caNumber.slice(0, 20) })
  const validUntil = validity === '' ? null : registryDate(validity)
  if (validUntil === undefined) return registryMessage('lineValidity', { value: validity.slice(0, 20) })
  if (situation === '') return registryMessage('lineSituationEmpty')
  return {
    caNumber: String(Number(caNumber)),
    validUntil,
    situation,
    processNumber: value[3]!,
    holderCnpj: value[4]!.replace(/\D/g, ''),
    holderName: value[5]!,
    nature: value[6]!,
    equipmentName: value[7]!,
    equipmentDescription: value[8]!,
    brand: value[9]!,
    reference: value[10]!,
    color: value[11]!,
    approvedFor: value[12]!,
    restriction: value[13]!,
    observation: value[14]!,
    laboratoryCnpj: value[15]!.replace(/\D/g, ''),
    laboratoryName: value[16]!,
    reportNumber: value[17]!,
    norm: value[18]!,
  }
}
