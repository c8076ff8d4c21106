/** Dexie's interval trees, which name the keys a commit changed: a walk of their nodes. */
import type { IntervalTree, IntervalTreeNode } from 'dexie'

export function isTreeNode(tree: IntervalTree | null | undefined): tree is IntervalTreeNode {
  return !!tree && 'from' in tree
}

/** Visits the nodes of `trees` until `visit` answers false; false when it stopped the walk. */
export function walkTreeNodes(
  trees: readonly (IntervalTree | null | undefined)[],
  visit: (node: IntervalTreeNode) => boolean,
): boolean {
  const stack = [...trees]
  while (stack.length > 0) {
    const node = stack.pop()
    if (!isTreeNode(node)) continue
    if (!visit(node)) return false
    stack.push(node.l, node.r)
  }
  return true
}
