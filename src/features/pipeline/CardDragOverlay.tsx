/** The card that follows the pointer (or the keyboard) while one is carried. */
import { DragOverlay } from '@dnd-kit/core'
import type { ReactNode } from 'react'

export function CardDragOverlay({ children }: { children: ReactNode }) {
  return (
    <DragOverlay dropAnimation={null}>
      {children && (
        <div className="w-full rotate-1 cursor-grabbing rounded-xl bg-white shadow-xl ring-2 ring-brand-600">
          {children}
        </div>
      )}
    </DragOverlay>
  )
}
