/**
 * A person's photo (a 100 by 100 circle): what `src` shows, else the default avatar; while
 * editable, "Upload photo" opens the file picker (the form checks the file it gives).
 */
import { useRef } from 'react'
import { UploadIcon } from '../../ui/actionIcons.tsx'
import { Avatar } from '../../ui/Avatar.tsx'
import { Button } from '../../ui/Button.tsx'
import { HiddenFileInput } from '../../ui/HiddenFileInput.tsx'
import { PHOTO_ACCEPT } from './personPhoto.ts'

interface PhotoFieldProps {
  name: string
  /** What the circle shows (a data URL or a path); null for the default avatar. */
  src: string | null
  editable: boolean
  /** The chosen file's name, or a note on the photo. */
  note: string | null
  error: string | null
  onFile: (file: File | undefined) => void
  /** The file picker's test id. */
  testId: string
  /** An attribute set to 'shown' or 'none' (whether a photo shows), for tests. */
  stateAttribute?: `data-${string}`
}

export function PhotoField(props: PhotoFieldProps) {
  const { name, src, editable, note, error, onFile, testId, stateAttribute } = props
  const picker = useRef<HTMLInputElement>(null)
  const hook = stateAttribute ? { [stateAttribute]: src ? 'shown' : 'none' } : {}
  return (
    <div className="flex flex-col items-center gap-3 sm:col-span-2" {...hook}>
      <Avatar src={src} name={name || 'Photo'} className="size-[100px]" />
      {editable && (
        <>
          <HiddenFileInput
            ref={picker}
            accept={PHOTO_ACCEPT}
            label="Photo file"
            testId={testId}
            onFile={onFile}
          />
          <Button variant="secondary" onClick={() => picker.current?.click()}>
            <UploadIcon className="size-4" />
            Upload photo
          </Button>
        </>
      )}
      {(note || editable) && (
        <p className="text-center text-xs text-slate-500">{note ?? 'A PNG or JPG picture'}</p>
      )}
      {error && (
        <p role="alert" className="text-center text-sm font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  )
}
