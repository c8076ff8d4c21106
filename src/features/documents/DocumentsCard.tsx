/**
 * The deal detail's Document card (core-spec "Deal detail"): pricing and agreement, each with
 * Upload (or Change once there is a file) and View. A file chosen offline is queued and shown as
 * pending until the server has it; View needs a connection. Upload and Change are hidden for a
 * Lost deal and for those who may not act on the deal. Stable hooks: `data-document` (pricing,
 * agreement) with `data-document-state` (none, pending, refused, stored).
 */
import { useRef } from 'react'
import { truncateFileName } from '../../domain/truncation.ts'
import { UPLOAD_ACCEPT } from '../../domain/uploads.ts'
import { UploadIcon, ViewIcon } from '../../ui/actionIcons.tsx'
import { Button } from '../../ui/Button.tsx'
import { HiddenFileInput } from '../../ui/HiddenFileInput.tsx'
import { ErrorCircleIcon } from '../../ui/icons.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import type { DealSectionProps } from '../../entities/deals/dealSectionProps.ts'
import { DetailCard } from '../../ui/DetailCard.tsx'
import { uploadDocument, viewDocument } from './documentCommands.ts'
import { DOCUMENT_ROWS, documentRowView, type DocumentRowView } from './documentFile.ts'

export function DocumentsCard({ detail, card, header, profile, ops }: DealSectionProps) {
  return (
    <DetailCard title="Document">
      <ul className="mt-3 divide-y divide-slate-100">
        {DOCUMENT_ROWS.map((row) => (
          <DocumentRow
            key={row.type}
            label={row.label}
            name={row.detailField}
            view={documentRowView(row.type, detail, card, ops)}
            canUpload={header.canEdit}
            onUpload={(file) => void uploadDocument(detail.id, row.type, file, profile.id)}
            onView={(documentId) => void viewDocument(documentId, profile.id)}
          />
        ))}
      </ul>
    </DetailCard>
  )
}

interface DocumentRowProps {
  label: string
  name: string
  view: DocumentRowView
  canUpload: boolean
  onUpload: (file: File | null) => void
  onView: (documentId: number) => void
}

function DocumentRow({ label, name, view, canUpload, onUpload, onView }: DocumentRowProps) {
  const input = useRef<HTMLInputElement>(null)
  const state = documentState(view)
  return (
    <li
      className="flex flex-wrap items-center gap-3 py-2.5"
      data-document={name}
      data-document-state={state}
    >
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium text-slate-500">{label}</p>
        <p
          className="truncate text-sm text-slate-900"
          title={view.filename ?? undefined}
          data-document-filename
        >
          {view.filename ? truncateFileName(view.filename) : 'No file yet'}
        </p>
      </div>
      {view.pending && (
        <span className="inline-flex items-center gap-1 text-xs text-brand-700" role="status">
          <Spinner className="size-3.5" />
          Waiting to upload
        </span>
      )}
      {view.refused && (
        <span className="inline-flex items-center gap-1 text-xs text-red-700" role="status">
          <ErrorCircleIcon className="size-3.5" />
          Not uploaded: see the deal&apos;s sync mark
        </span>
      )}
      {view.documentId !== null && (
        <Button
          variant="secondary"
          aria-label={`View ${label}`}
          onClick={() => onView(view.documentId!)}
        >
          <ViewIcon className="size-4" />
          View
        </Button>
      )}
      {canUpload && (
        <>
          <HiddenFileInput
            ref={input}
            accept={UPLOAD_ACCEPT}
            label={`${label} file`}
            onFile={(file) => onUpload(file ?? null)}
          />
          <Button
            variant="secondary"
            aria-label={`${view.filename ? 'Change' : 'Upload'} ${label}`}
            onClick={() => input.current?.click()}
          >
            <UploadIcon className="size-4" />
            {view.filename ? 'Change' : 'Upload'}
          </Button>
        </>
      )}
    </li>
  )
}

function documentState(view: DocumentRowView): 'refused' | 'pending' | 'stored' | 'none' {
  if (view.refused) return 'refused'
  if (view.pending) return 'pending'
  return view.filename ? 'stored' : 'none'
}
