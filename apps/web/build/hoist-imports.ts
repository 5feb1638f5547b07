import MagicString from 'magic-string'
import path from 'node:path'
import type { Plugin } from 'vite'

type ChunkGraph = Record<string, { imports: string[] }>

/** Every chunk `fileName` needs before it runs: its static imports, theirs, and so on. */
export function transitiveImports(fileName: string, chunks: ChunkGraph): string[] {
  const seen = new Set<string>()
  const visit = (name: string) => {
    for (const dependency of chunks[name]?.imports ?? []) {
      if (seen.has(dependency)) continue
      seen.add(dependency)
      visit(dependency)
    }
  }
  visit(fileName)
  return [...seen]
}

/**
 * Names, at the top of each entry chunk (the app's and each lazily loaded page's), every chunk it needs
 * transitively, as `import"./x.js";` — what Rollup's `hoistTransitiveImports` does. The browser then asks
 * for all of them as soon as it has read the entry, instead of discovering them one level at a time, and no
 * script has to add `<link rel="modulepreload">` elements for them (Vite's modulePreload is off: adding
 * ~60 links costs the main thread 25–70 ms per page, decision 014). A chunk's name already changes whenever
 * one of its dependencies' names does, so the added lines never point at files of another build.
 */
export function hoistImports(): Plugin {
  return {
    name: 'escudo:hoist-imports',
    apply: 'build',
    renderChunk(code, chunk, _options, meta) {
      if (!chunk.isEntry && !chunk.isDynamicEntry) return null
      const direct = new Set(chunk.imports)
      const hoisted = transitiveImports(chunk.fileName, meta.chunks).filter((name) => !direct.has(name))
      if (hoisted.length === 0) return null
      const from = path.posix.dirname(chunk.fileName)
      const relative = (name: string) => {
        const target = path.posix.relative(from, name)
        return target.startsWith('.') ? target : `./${target}`
      }
      const source = new MagicString(code)
      source.prepend(hoisted.map((name) => `import${JSON.stringify(relative(name))};`).join(''))
      return { code: source.toString(), map: source.generateMap({ hires: true }) }
    },
  }
}
