import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { paths } from '../config/paths'
import { routes } from './router'

/** Every path the route table opens, written out in full (a child's path follows its parent's). */
function routePaths(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const own = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${parent.replace(/\/$/, '')}/${route.path}`
      : parent
    return [...(route.path ? [own] : []), ...routePaths(route.children ?? [], own)]
  })
}

describe('the route table', () => {
  /*
   * The browser tests' layout audit (e2e/layout-pages.ts) opens every path of config/paths.ts and fails on one it
   * does not: that holds for every page only if no route has a path of its own outside paths.ts.
   */
  it('takes every path from config/paths.ts (the list the layout audit walks)', () => {
    const known = new Set(
      Object.values(paths).flatMap((area) =>
        Object.values(area).map((entry: { path: string }) => entry.path),
      ),
    )
    const found = routePaths(routes).filter((path) => !path.endsWith('*'))
    expect(found.length).toBeGreaterThan(50)
    expect(found.filter((path) => !known.has(path))).toEqual([])
  })
})
