/**
 * The five stage columns side by side, each drawn by `Column`. Stable hooks: `data-testid=
 * "pipeline-board"`, `aria-busy` while a drop is shown that the stores do not show yet,
 * `data-board-dnd` ('ready' once cards can be carried, 'loading' before), and
 * `data-first-screen-copy` while the last first screen's copy stands in (boardFirstScreen.ts).
 */
import type { ComponentType } from 'react'
import type { Actor } from '../../domain/permissions.ts'
import type { BoardModel } from './boardModel.ts'
import type { StageColumnProps } from './StageColumn.tsx'

export interface BoardGridProps {
  board: BoardModel
  landing: boolean
  actor: Actor
  onOpenSync: (dealId: number) => void
}

export function BoardGrid(
  props: BoardGridProps & {
    Column: ComponentType<StageColumnProps>
    dndReady: boolean
    standIn?: boolean
  },
) {
  const { board, landing, actor, onOpenSync, Column, dndReady, standIn } = props
  return (
    <div
      className="grid min-h-0 flex-1 grid-cols-5 gap-3"
      data-testid="pipeline-board"
      data-board-dnd={dndReady ? 'ready' : 'loading'}
      data-first-screen-copy={standIn || undefined}
      aria-busy={landing || undefined}
    >
      {board.columns.map((column) => (
        <Column
          key={column.stage}
          stage={column.stage}
          name={column.name}
          deals={column.deals}
          total={column.total}
          count={column.count}
          actor={actor}
          onOpenSync={onOpenSync}
        />
      ))}
    </div>
  )
}
