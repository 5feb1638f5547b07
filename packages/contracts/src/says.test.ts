import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as contracts from './index'
import { issueMessageIn, messageIn, saidMessages } from './says'

/*
 * Every message a schema can report has its English (decision 039): the API answers an English reader in English,
 * and the web's forms show a message in the interface's language. A message written without `says` has none.
 */

type WithDefinition = { _zod: { def: object } }
const hasDefinition = (node: object): node is WithDefinition =>
  '_zod' in node && typeof node._zod === 'object' && node._zod !== null && 'def' in node._zod

/** Issues an error map may be asked about: a map may answer each kind with its own text. */
const ISSUES = [
  { code: 'custom', input: undefined, path: [] },
  { code: 'invalid_type', expected: 'string', input: undefined, path: [] },
  { code: 'unrecognized_keys', keys: ['x'], input: {}, path: [] },
]

/** The message an error map (`{ error }` of a schema or a check) gives `issue`, if a text. */
function textOf(errorMap: unknown, issue: object): string | undefined {
  if (typeof errorMap !== 'function') return undefined
  const said: unknown = errorMap(issue)
  if (typeof said === 'string') return said
  if (typeof said === 'object' && said !== null && 'message' in said && typeof said.message === 'string')
    return said.message
  return undefined
}

/** Every message declared in the schemas `roots` reach: their own, their checks', their parts'. */
function declaredMessages(roots: unknown[]): Set<string> {
  const found = new Set<string>()
  const seen = new Set<object>()
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return
    seen.add(node)
    if (Array.isArray(node)) return node.forEach(visit)
    if (hasDefinition(node)) {
      const { def } = node._zod
      if ('error' in def)
        for (const issue of ISSUES) {
          const text = textOf(def.error, issue)
          if (text) found.add(text)
        }
      return Object.values(def).forEach(visit)
    }
    // A shape, or a check's own settings.
    if (Object.getPrototypeOf(node) === Object.prototype) Object.values(node).forEach(visit)
  }
  roots.forEach(visit)
  return found
}

const schemas = Object.values(contracts).filter((value) => value instanceof z.ZodType)

describe('validation messages in two languages', () => {
  const declared = declaredMessages(schemas)

  it('finds the messages the schemas declare', () => {
    expect(schemas.length).toBeGreaterThan(100)
    expect(declared.size).toBeGreaterThan(150)
    expect(declared).toContain('O e-mail não é válido.')
    expect(declared).toContain('Escreva o comentário.')
  })

  it('gives every declared message an English of its own', () => {
    const { english } = saidMessages()
    const without = [...declared].filter((message) => !english.has(message))
    expect(without).toEqual([])
    const untranslated = [...english].filter(([portuguese, text]) => !text.trim() || text === portuguese)
    expect(untranslated).toEqual([])
  })

  it('never gives one Portuguese message two Englishes', () => {
    expect(saidMessages().reworded).toEqual([])
  })

  it('reads a schema’s message in the language asked for, Portuguese by default', () => {
    const issue = contracts.Email.safeParse('ana@').error!.issues[0]!
    expect(issueMessageIn(issue, 'en')).toBe('The e-mail is not valid.')
    expect(issueMessageIn(issue, 'pt-BR')).toBe('O e-mail não é válido.')
    expect(issueMessageIn(issue, undefined)).toBe('O e-mail não é válido.')
    expect(messageIn('Texto que ninguém disse.', 'en')).toBe('Texto que ninguém disse.')
  })

  it('carries the English of a message that quotes the value with its issue', () => {
    const rows = contracts.SizeGuideAttributes.safeParse({
      columns: [{ pt: 'P', en: 'S' }],
      rows: [['1', '2']],
    })
    const issue = rows.error!.issues[0]!
    expect(issue.message).toBe('A linha 1 tem 2 células; a tabela tem 1 colunas.')
    expect(issueMessageIn(issue, 'en')).toBe('Row 1 has 2 cells; the table has 1 columns.')
    const en388 = contracts.en388Problem('4X9')
    expect(en388?.params.en).toMatch(/^Invalid EN 388 code: .* Received "4X9" with 3 characters/)
  })
})
