import type { Ref } from 'react'

interface HiddenFileInputProps {
  /** A button elsewhere opens the picker through it (`ref.current.click()`). */
  ref: Ref<HTMLInputElement>
  accept: string
  label: string
  onFile: (file: File | undefined) => void
  testId?: string
}

/**
 * The file picker behind an upload button: out of sight and out of the tab order, and emptied
 * after each choice so the same file can be chosen again.
 */
export function HiddenFileInput({ ref, accept, label, onFile, testId }: HiddenFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      className="sr-only"
      tabIndex={-1}
      aria-label={label}
      data-testid={testId}
      onChange={(event) => {
        onFile(event.target.files?.[0])
        event.target.value = ''
      }}
    />
  )
}
