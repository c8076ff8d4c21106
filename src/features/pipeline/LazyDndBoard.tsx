/**
 * The board's drag and drop code (DndBoard, with @dnd-kit/core: a third of the board's code),
 * loaded once `start` is true and the cards it drew are painted, rather than before the board can
 * draw. Loaded once per page: a board shown again has it at once.
 */
import { useEffect, useState } from 'react'
import type { DndBoard, DndBoardProps } from './DndBoard.tsx'

let loaded: typeof DndBoard | null = null
let loading: Promise<typeof DndBoard> | null = null

const load = () =>
  (loading ??= import('./DndBoard.tsx').then(
    (module) => (loaded = module.DndBoard),
    (error: unknown) => {
      loading = null
      throw error
    },
  ))

/** Whether DndBoard has loaded; starts loading it once `start` is true. */
export function useDndBoardLoaded(start: boolean): boolean {
  const [ready, setReady] = useState(() => loaded !== null)
  useEffect(() => {
    if (!start || ready) return
    let live = true
    let timeout: ReturnType<typeof setTimeout> | undefined
    // The frame after the one that paints the cards.
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => {
        load().then(
          () => live && setReady(true),
          // The chunk is precached; a failed load leaves the cards still (the next board tries).
          () => undefined,
        )
      })
    })
    return () => {
      live = false
      cancelAnimationFrame(frame)
      clearTimeout(timeout)
    }
  }, [start, ready])
  return ready
}

/** DndBoard, drawn only once useDndBoardLoaded says it has loaded. */
export function LoadedDndBoard(props: DndBoardProps) {
  if (!loaded) throw new Error('The board drew drag and drop before its code loaded')
  const Loaded = loaded
  return <Loaded {...props} />
}
