/**
 * The RM form's photo (a 100 by 100 circle): the chosen photo, else the RM's (a photo waiting in
 * the outbox, or the server's while online), else the default avatar; in add and edit, "Upload
 * photo" opens the file picker, and the chosen file passes the shared file check first (its
 * message shows, and nothing is chosen, when it fails).
 */
import { useRef } from 'react'
import { UploadIcon } from '../../ui/actionIcons.tsx'
import { Avatar } from '../../ui/Avatar.tsx'
import { Button } from '../../ui/Button.tsx'
import { HiddenFileInput } from '../../ui/HiddenFileInput.tsx'
import { RM_PHOTO_ACCEPT } from './rmDraft.ts'

interface RmPhotoFieldProps {
  name: string
  /** What the circle shows (a data or object URL); null for the default avatar. */
  src: string | null
  editable: boolean
  /** The chosen file's name, or a note on the photo. */
  note: string | null
  error: string | null
  onFile: (file: File | undefined) => void
}

export function RmPhotoField({ name, src, editable, note, error, onFile }: RmPhotoFieldProps) {
  const picker = useRef<HTMLInputElement>(null)
  return (
    <div className="flex flex-col items-center gap-3" data-rm-photo={src ? 'shown' : 'none'}>
      <Avatar src={src} name={name || 'Photo'} className="size-[100px]" />
      {editable && (
        <>
          <HiddenFileInput
            ref={picker}
            accept={RM_PHOTO_ACCEPT}
            label="Photo file"
            testId="rm-photo-input"
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
