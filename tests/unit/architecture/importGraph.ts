/**
 * The app's import graph as the source spells it: each file under the scanned folders and the
 * files it imports by relative path, runtime imports told apart from `import type`.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

export interface Import {
  /** The imported file, relative to the repository root (e.g. `src/sync/pull.ts`). */
  target: string
  /** Erased when compiled (`import type`, `export type`, or only `type` names). */
  typeOnly: boolean
  /** `import(...)`: loaded when called, so not part of the importer's own evaluation. */
  dynamic: boolean
}

export const REPO_ROOT = resolve(import.meta.dirname, '../../..')

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

function typeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause
  if (!clause) return false
  if (clause.isTypeOnly) return true
  const bindings = clause.namedBindings
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  )
}

type Specified = Omit<Import, 'target'> & { specifier: string }

function importsOf(path: string): Specified[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest)
  const found: Specified[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({
        specifier: node.moduleSpecifier.text,
        typeOnly: typeOnlyImport(node),
        dynamic: false,
      })
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({
        specifier: node.moduleSpecifier.text,
        typeOnly: node.isTypeOnly,
        dynamic: false,
      })
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false, dynamic: true })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** Every scanned file (relative to the repository root) and the files it imports. */
export function importGraph(folders: readonly string[]): Map<string, Import[]> {
  const graph = new Map<string, Import[]>()
  for (const folder of folders) {
    for (const path of sourceFiles(join(REPO_ROOT, folder))) {
      const imports = importsOf(path)
        .filter(({ specifier }) => specifier.startsWith('.'))
        .map(({ specifier, ...kind }) => ({
          target: relative(REPO_ROOT, resolve(dirname(path), specifier)),
          ...kind,
        }))
      graph.set(relative(REPO_ROOT, path), imports)
    }
  }
  return graph
}

/** The first cycle found, as the files in import order with the first repeated at the end. */
export function findCycle(edges: ReadonlyMap<string, readonly string[]>): string[] | null {
  const done = new Set<string>()
  const onPath = new Map<string, number>()
  const path: string[] = []
  const walk = (node: string): string[] | null => {
    if (done.has(node)) return null
    const at = onPath.get(node)
    if (at !== undefined) return [...path.slice(at), node]
    onPath.set(node, path.length)
    path.push(node)
    for (const next of edges.get(node) ?? []) {
      const cycle = walk(next)
      if (cycle) return cycle
    }
    path.pop()
    onPath.delete(node)
    done.add(node)
    return null
  }
  for (const node of edges.keys()) {
    const cycle = walk(node)
    if (cycle) return cycle
  }
  return null
}

/** The feature folder a file belongs to (`src/features/<name>/...`), if any. */
export function featureOf(file: string): string | null {
  return /^src\/features\/([^/]+)\//.exec(file)?.[1] ?? null
}
