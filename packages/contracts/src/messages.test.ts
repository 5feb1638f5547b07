/// <reference types="node" />
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as contracts from './index'
import { issueMessageIn } from './says'

/*
 * The API answers bad input in Portuguese (architecture: error `detail`s are the user's words). zod's own
 * messages are English ("Invalid input: expected string, received number", "Too big: …"), so every schema a
 * request is checked against must name its own, with its English (decision 039). This sweep sends each one the
 * wrong things a client can send and lists every message zod wrote itself, and every one without English (a
 * message composed while parsing, which says.test.ts cannot see in the schemas).
 */

const ENGLISH = /^(Invalid|Too (big|small)|Unrecognized|Expected|expected)|received /

type Schema = z.ZodType

/** Past wrappers (optional, nullable, default, a transform's input) to the schema that checks the value. */
function unwrap(schema: Schema): Schema {
  let current = schema
  for (;;) {
    const def = current._zod.def as { type: string; innerType?: Schema; in?: Schema }
    if (def.type === 'pipe' && def.in) current = def.in
    else if (def.innerType) current = def.innerType
    else return current
  }
}

function shapeOf(schema: Schema): Record<string, Schema> {
  const inner = unwrap(schema)
  const def = inner._zod.def as { type: string; shape?: Record<string, Schema> }
  return def.type === 'object' && def.shape ? def.shape : {}
}

const schemas = (suffix: RegExp) =>
  Object.entries(contracts as Record<string, unknown>).filter(
    (entry): entry is [string, Schema] => suffix.test(entry[0]) && entry[1] instanceof z.ZodType,
  )

/** What a careless or hostile client puts in a JSON attribute. */
const WRONG_VALUES: unknown[] = [
  12345,
  -1,
  1.5,
  true,
  null,
  '',
  'x'.repeat(20_000),
  [],
  ['x'.repeat(5_000)],
  Array.from({ length: 300 }, (_, i) => `o${i}`),
  [7],
  [{}],
  {},
  { a: 1 },
  '2026-99-99',
]

/** What a careless or hostile client puts in a query string or a path. */
const WRONG_PARAMETERS: unknown[] = ['', 'x'.repeat(5_000), '-1', '0', '1.5', 'abc', ['a', 'b'], 'true,false']

function englishMessages(name: string, schema: Schema, input: unknown): string[] {
  const result = schema.safeParse(input)
  if (result.success) return []
  return result.error.issues
    .filter((issue) => ENGLISH.test(issue.message) || issueMessageIn(issue, 'en') === issue.message)
    .map((issue) => `${name} ${issue.path.join('.') || '(document)'}: ${issue.message}`)
}

describe('validation messages', () => {
  const requests = schemas(/Request$/)

  it('finds the request schemas to check', () => {
    expect(requests.length).toBeGreaterThan(25)
  })

  it('speaks Portuguese for a request document of the wrong shape', () => {
    const found = requests.flatMap(([name, schema]) => {
      const data = shapeOf(schema).data
      const typeDef = data ? (unwrap(shapeOf(data).type!)._zod.def as { values?: unknown[] }) : undefined
      const type = typeDef?.values?.[0]
      const inputs: unknown[] = [null, 'x', [], {}, { data: 5 }, { data: {} }, { data: { type: 'wrong' } }]
      return inputs
        .concat([{ data: { type } }, { data: { type, attributes: 5 } }, { data: { type, attributes: [] } }])
        .flatMap((input) => englishMessages(name, schema, input))
    })
    expect([...new Set(found)]).toEqual([])
  })

  it('speaks Portuguese for every attribute of the wrong type or size', () => {
    const found = requests.flatMap(([name, schema]) => {
      const data = shapeOf(schema).data
      if (!data) return []
      const dataShape = shapeOf(data)
      const type = (unwrap(dataShape.type!)._zod.def as { values?: unknown[] }).values?.[0]
      const attributes = dataShape.attributes ? Object.keys(shapeOf(dataShape.attributes)) : []
      return attributes.flatMap((key) =>
        WRONG_VALUES.flatMap((value) =>
          englishMessages(name, schema, { data: { type, id: 'x', attributes: { [key]: value } } }),
        ),
      )
    })
    expect([...new Set(found)]).toEqual([])
  })

  it('speaks Portuguese for every query and path parameter of the wrong form', () => {
    const found = schemas(/(Query|Params|QuerySchema)$/).flatMap(([name, schema]) =>
      Object.keys(shapeOf(schema)).flatMap((key) =>
        WRONG_PARAMETERS.flatMap((value) => englishMessages(name, schema, { [key]: value })),
      ),
    )
    expect([...new Set(found)]).toEqual([])
  })
})
