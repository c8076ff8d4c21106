/**
 * The Proposal dialog's file (the invoice form's too): Upload file (none yet) or Change file, with the upload allow-list and
 * the size limit checked at once; a refused file shows its message and is not kept.
 */
import { useRef, type ReactNode } from 'react'
import { truncateFileName } from '../../domain/truncation.ts'
import { UPLOAD_ACCEPT } from '../../domain/uploads.ts'
import { UploadIcon } from '../../ui/actionIcons.tsx'
import { Button } from '../../ui/Button.tsx'
import { HiddenFileInput } from '../../ui/HiddenFileInput.tsx'
import { proposalFileRefusal } from './proposalCommands.ts'

interface ProposalFileFieldProps {
  /** The stored file's name ('' when none). */
  storedName: string
  chosen: File | null
  error: string | null
  disabled: boolean
  onChosen: (file: File) => void
  onRefused: (message: string) => void
  /** The file input's accessible name. */
  inputLabel?: string
  /** Beside the name, e.g. a View button for the stored file. */
  trailing?: ReactNode
}

export function ProposalFileField({
  storedName,
  chosen,
  error,
  disabled,
  onChosen,
  onRefused,
  inputLabel = 'Proposal file',
  trailing,
}: ProposalFileFieldProps) {
  const input = useRef<HTMLInputElement>(null)
  const shown = chosen?.name ?? storedName
  const pick = (file: File | undefined) => {
    if (!file) return
    const refusal = proposalFileRefusal(file)
    if (refusal) onRefused(refusal)
    else onChosen(file)
  }
  return (
    <div>
      <span className="mb-1.5 block text-sm font-medium text-slate-700">File</span>
      <div className="flex items-center gap-3">
        {!disabled && (
          <Button
            variant="secondary"
            className="h-9 shrink-0"
            onClick={() => input.current?.click()}
          >
            <UploadIcon className="size-4" />
            {shown === '' ? 'Upload file' : 'Change file'}
          </Button>
        )}
        <span className="min-w-0 truncate text-sm text-slate-700" title={shown} data-proposal-file>
          {shown === '' ? '-' : truncateFileName(shown)}
        </span>
        <HiddenFileInput ref={input} accept={UPLOAD_ACCEPT} label={inputLabel} onFile={pick} />
        {trailing}
      </div>
      {error && (
        <p className="mt-1 text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
