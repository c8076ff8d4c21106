import type { IntervalTreeNode } from 'dexie'
import { describe, expect, it } from 'vitest'
import { isTreeNode, walkTreeNodes } from '../../../src/store/intervalTree.ts'

const node = (key: number, l?: IntervalTreeNode, r?: IntervalTreeNode): IntervalTreeNode => ({
  from: key,
  to: key,
  d: 1,
  ...(l ? { l } : {}),
  ...(r ? { r } : {}),
})

describe('walkTreeNodes', () => {
  const left = node(1)
  const right = node(3, undefined, node(4))
  const tree = node(2, left, right)

  it('visits every node of every tree, skipping empty ones', () => {
    const seen: unknown[] = []
    const whole = walkTreeNodes([tree, { d: 0 }, null, node(9)], (visited) => {
      seen.push(visited.from)
      return true
    })
    expect(whole).toBe(true)
    expect(seen.sort()).toEqual([1, 2, 3, 4, 9])
  })

  it('stops as soon as the visit answers false, and says so', () => {
    let visits = 0
    expect(walkTreeNodes([tree], () => ++visits < 2)).toBe(false)
    expect(visits).toBe(2)
  })

  it('tells a node from an empty tree', () => {
    expect(isTreeNode(tree)).toBe(true)
    expect(isTreeNode({ d: 0 })).toBe(false)
    expect(isTreeNode(undefined)).toBe(false)
  })
})
