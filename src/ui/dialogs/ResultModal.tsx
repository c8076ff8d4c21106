import type { ResultButton } from '../../domain/messages.ts'
import { Button } from '../Button.tsx'
import type { ResultOptions } from './dialogStore.ts'
import { MessageDialog } from './MessageDialog.tsx'
import { sanitizeHtml } from './sanitizeHtml.ts'

interface ResultModalProps {
  options: ResultOptions
  onClose: (button: ResultButton | null) => void
}

/** Icon, title, HTML message and one footer button. */
export function ResultModal({ options, onClose }: ResultModalProps) {
  const button = options.button ?? 'Close'
  return (
    <MessageDialog
      icon={options.icon}
      title={options.title}
      message={
        options.message && (
          <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(options.message) }} />
        )
      }
      width={options.width}
      onClose={() => onClose(null)}
    >
      <Button onClick={() => onClose(button)}>{button}</Button>
    </MessageDialog>
  )
}
