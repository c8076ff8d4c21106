/** A field's error under it; nothing without one. */
export function FieldError({ id, error }: { id?: string; error: string | null | undefined }) {
  if (!error) return null
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-red-600">
      {error}
    </p>
  )
}
