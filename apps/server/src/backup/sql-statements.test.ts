import { describe, expect, it } from 'vitest'
import { statementBatches } from './sql-statements'

// What pg_dump writes that a naive split on `;` would cut: each of these is one statement.
const STATEMENTS = [
  "INSERT INTO public.t VALUES (1, 'a;b', 'it''s; ok', 'ação; ç');",
  "INSERT INTO public.t VALUES (2, 'two\nlines; and ''quotes''', NULL);",
  `CREATE FUNCTION public.f() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ begin -- don't stop; here
  perform 'x;'; return new; end $$;`,
  'CREATE FUNCTION public.g() RETURNS text LANGUAGE sql AS $_$ select $$a;b$$ $_$;',
  "COMMENT ON TABLE public.t IS E'can\\'t; really \\\\';",
  'SELECT "weird;""name" FROM public.x;',
  '/* a block ; with /* a nested ; */ still in ; */ SELECT 1;',
  "-- a line comment with ; and '\nSELECT 2;",
  'SELECT a$b, $1 FROM public.y;',
]
const DUMP = `${STATEMENTS.join('\n')}\n\n-- the end\n`

/** The dump as bytes in chunks of `size` (which cut characters, quotes and tags in two). */
async function* chunks(text: string, size: number) {
  const bytes = Buffer.from(text)
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size)
}

async function collect(size: number, batchSize: number) {
  const batches: string[] = []
  for await (const batch of statementBatches(chunks(DUMP, size), batchSize)) batches.push(batch)
  return batches
}

describe('statementBatches', () => {
  it('hands out each statement whole, however the bytes are cut', async () => {
    for (const size of [1, 2, 3, 7, 64, 100_000]) {
      const batches = await collect(size, 1)
      expect(batches.map((batch) => batch.trim()).slice(0, STATEMENTS.length)).toEqual(STATEMENTS)
      expect(batches.join('')).toBe(DUMP)
    }
  })

  it('groups statements into batches of about the size asked, each ending at a statement', async () => {
    const batches = await collect(5, 200)
    expect(batches.length).toBeGreaterThan(1)
    expect(batches.length).toBeLessThan(STATEMENTS.length)
    expect(batches.join('')).toBe(DUMP)
    for (const batch of batches.slice(0, -1)) expect(batch.trimEnd().endsWith(';')).toBe(true)
  })
})
