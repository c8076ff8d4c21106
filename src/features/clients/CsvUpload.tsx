/**
 * The client data CSV upload (core-spec "Client screens" and section 5): Upload client data picks
 * a file, then Change file and Save. Only .csv is accepted ('File type not allowed. File type to
 * be must *.csv'); that and the server's 'invalid' and 'extension' answers show in the error
 * result dialog (its icon, the text as its title); success shows 'Upload file success' and the
 * list reloads. Needs a connection (a file is not queued). 'Download the template' gives
 * public/templates/clients.csv: the header row the upload reads and one example row
 * (tests/unit/clients/clientCsvTemplate.test.ts reads it with the server's own parser).
 */
import { useRef, useState } from 'react'
import { isApiError } from '../../api/errors.ts'
import {
  CSV_UPLOAD_CODE,
  csvUploadFormData,
  UPLOAD_ROUTES,
  type CsvUploadResponse,
} from '../../contract/uploads.ts'
import { pathOf } from '../../contract/route.ts'
import { SUCCESS } from '../../domain/messages.ts'
import { CSV_ACCEPT, checkCsvFile } from '../../domain/uploads.ts'
import { Button } from '../../ui/Button.tsx'
import { HiddenFileInput } from '../../ui/HiddenFileInput.tsx'
import { showResult } from '../../ui/dialogs/dialogStore.ts'
import { showApiError } from '../../ui/dialogs/showApiError.ts'
import { apiClient } from '../../app/apiClient.ts'
import { UploadIcon } from '../../ui/actionIcons.tsx'

/** The client data template, served with the app (and precached with it). */
export const CLIENT_CSV_TEMPLATE_URL = '/templates/clients.csv'

interface CsvUploadProps {
  onUploaded: () => void
}

export function CsvUpload({ onUploaded }: CsvUploadProps) {
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [saving, setSaving] = useState(false)

  const choose = (chosen: File | undefined) => {
    if (!chosen) return
    const problem = checkCsvFile(chosen)
    if (problem) {
      setFile(null)
      void showResult({ icon: 'error', title: problem, button: 'Close' })
      return
    }
    setFile(chosen)
  }

  const save = async () => {
    if (!file) return
    setSaving(true)
    try {
      const answer = await apiClient.request<CsvUploadResponse>(pathOf(UPLOAD_ROUTES.csv, {}), {
        method: UPLOAD_ROUTES.csv.method,
        body: csvUploadFormData(file, file.name),
      })
      if (answer.code === CSV_UPLOAD_CODE.invalid || answer.code === CSV_UPLOAD_CODE.extension) {
        const rows = (answer.errors ?? []).map((error) => error.description)
        await showResult({
          icon: 'error',
          title: answer.description,
          ...(rows.length > 1 ? { message: rows.join('; ') } : {}),
          button: 'Close',
        })
        return
      }
      setFile(null)
      onUploaded()
      await showResult({ icon: 'success', title: SUCCESS.fileUploaded, button: 'Close' })
    } catch (error) {
      if (isApiError(error)) await showApiError(error)
      else throw error
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="flex items-center gap-2">
      <a
        href={CLIENT_CSV_TEMPLATE_URL}
        download="clients.csv"
        className="rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        Download the template
      </a>
      <HiddenFileInput
        ref={input}
        accept={CSV_ACCEPT}
        label="Client data file"
        testId="csv-input"
        onFile={choose}
      />
      {file && (
        <span className="max-w-40 truncate text-sm text-slate-600" title={file.name}>
          {file.name}
        </span>
      )}
      <Button variant="secondary" onClick={() => input.current?.click()}>
        <UploadIcon className="size-4" />
        {file ? 'Change file' : 'Upload client data'}
      </Button>
      {file && (
        <Button onClick={() => void save()} loading={saving}>
          Save
        </Button>
      )}
    </div>
  )
}
