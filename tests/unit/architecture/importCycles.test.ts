import { describe, expect, it } from 'vitest'
import { featureOf, findCycle, importGraph } from './importGraph.ts'

const graph = importGraph(['src', 'sw'])

describe('import cycles', () => {
  it('finds a cycle and names its files, and none in a graph without one', () => {
    const cyclic = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
    ])
    expect(findCycle(cyclic)).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts'])
    expect(
      findCycle(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', ['c.ts']],
        ]),
      ),
    ).toBeNull()
  })

  it('scans the app, the service worker and the server', () => {
    expect(graph.get('src/sync/pull.ts')?.map((edge) => edge.target)).toContain(
      'src/sync/conditionalGet.ts',
    )
    expect(graph.has('sw/sw.ts')).toBe(true)
    expect([...graph.keys()].some((file) => file.startsWith('src/server/'))).toBe(true)
  })

  // A dynamic import() runs after both files have loaded, so it closes no loop.
  it('has no files that import each other at run time, directly or round a loop', () => {
    const runtime = new Map(
      [...graph].map(([file, imports]) => [
        file,
        imports.filter((edge) => !edge.typeOnly && !edge.dynamic).map((edge) => edge.target),
      ]),
    )
    const cycle = findCycle(runtime)
    expect(cycle && `import cycle: ${cycle.join(' -> ')}`).toBeNull()
  })

  it('has no two feature folders that import each other (types included)', () => {
    const imported = new Map<string, Set<string>>()
    for (const [file, imports] of graph) {
      const from = featureOf(file)
      for (const { target } of imports) {
        const to = featureOf(target)
        if (from && to && from !== to) imported.set(from, (imported.get(from) ?? new Set()).add(to))
      }
    }
    const bothWays = [...imported].flatMap(([from, targets]) =>
      [...targets]
        .filter((to) => from < to && imported.get(to)?.has(from))
        .map((to) => `${from} <-> ${to}`),
    )
    expect(bothWays).toEqual([])
  })
})
