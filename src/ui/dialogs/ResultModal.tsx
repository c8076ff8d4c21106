import { DialogTitle } from '@headlessui/react'
import type { ResultButton } from '../../domain/messages.ts'
import { Button } from '../Button.tsx'
import type { ResultOptions } from './dialogStore.ts'
import { Modal } from './Modal.tsx'
import { ResultIconBadge } from './ResultIconBadge.tsx'
import { sanitizeHtml } from './sanitizeHtml.ts'

interface ResultModalProps {
  options: ResultOptions
  onClose: (button: ResultButton | null) => void
}

/** Icon, title, HTML message and one footer button. */
export function ResultModal({ options, onClose }: ResultModalProps) {
  const button = options.button ?? 'Close'
  return (
    <Modal open onClose={() => onClose(null)} width={options.width ?? 400}>
      <div className="px-6 pt-7 pb-6 text-center">
        <ResultIconBadge icon={options.icon} />
        <DialogTitle className="mt-4 text-lg font-semibold text-slate-900">
          {options.title}
        </DialogTitle>
        {options.message && (
          <div
            className="mt-2 text-sm leading-relaxed text-slate-600"
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(options.message) }}
          />
        )}
        <Button className="mt-6 w-full" onClick={() => onClose(button)}>
          {button}
        </Button>
      </div>
    </Modal>
  )
}
