// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { hoistImports, transitiveImports } from './hoist-imports'

const chunks = {
  'assets/page.js': { imports: ['assets/Button.js', 'assets/framework.js'] },
  'assets/Button.js': { imports: ['assets/factory.js', 'assets/framework.js'] },
  'assets/factory.js': { imports: ['assets/framework.js', 'assets/Button.js'] },
  'assets/framework.js': { imports: [] },
}

type RenderChunk = (
  code: string,
  chunk: object,
  options: object,
  meta: { chunks: typeof chunks },
) => { code: string; map: { mappings: string } } | null

const renderChunk = hoistImports().renderChunk as unknown as RenderChunk

describe('transitiveImports', () => {
  it('lists every chunk needed before this one runs, once, through cycles', () => {
    expect(transitiveImports('assets/page.js', chunks).sort()).toEqual([
      'assets/Button.js',
      'assets/factory.js',
      'assets/framework.js',
    ])
    expect(transitiveImports('assets/framework.js', chunks)).toEqual([])
  })
})

describe('hoistImports', () => {
  it('names the indirect dependencies at the top of an entry chunk, keeping a source map', () => {
    const code = 'import{t}from"./Button.js";console.log(t)'
    const result = renderChunk(
      code,
      {
        fileName: 'assets/page.js',
        imports: chunks['assets/page.js'].imports,
        isEntry: false,
        isDynamicEntry: true,
      },
      {},
      { chunks },
    )
    expect(result?.code).toBe(`import"./factory.js";${code}`)
    expect(result?.map.mappings).not.toBe('')
  })

  it('leaves shared chunks and entries without indirect dependencies as they are', () => {
    const shared = { fileName: 'assets/Button.js', imports: chunks['assets/Button.js'].imports }
    expect(renderChunk('x', { ...shared, isEntry: false, isDynamicEntry: false }, {}, { chunks })).toBeNull()
    const flat = { fileName: 'assets/framework.js', imports: [], isEntry: true, isDynamicEntry: false }
    expect(renderChunk('x', flat, {}, { chunks })).toBeNull()
  })
})
