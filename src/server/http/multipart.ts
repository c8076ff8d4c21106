import type { HttpError } from './errors.ts'
import { holdsNul, NUL_REFUSAL } from './hostileText.ts'

export interface FormOptions {
  /** The largest file the call accepts; the body may exceed it by the multipart framing. */
  maxFileBytes: number
  /** The description of a refusal for a body that is too large. */
  tooLarge: string
  /** How the call refuses a body it cannot take (uploads answer in their own shapes). */
  refuse: (description: string) => HttpError
}

/** Field names, boundaries and the small text fields of an upload form. */
const FRAMING_BYTES = 64 * 1024

export type FormFields = Record<string, string | File>

async function readLimited(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > limit) return null
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

/**
 * Reads a multipart/form-data body into its fields (the first value of each name), without
 * holding more than the limit in memory.
 */
export async function readForm(request: Request, options: FormOptions): Promise<FormFields> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data;/i.test(contentType)) {
    throw options.refuse('The body must be multipart/form-data')
  }
  const body = await readLimited(request, options.maxFileBytes + FRAMING_BYTES)
  if (!body) throw options.refuse(options.tooLarge)
  let form: FormData
  try {
    form = await new Response(body, { headers: { 'Content-Type': contentType } }).formData()
  } catch {
    throw options.refuse('The multipart body could not be read')
  }
  const fields: FormFields = {}
  for (const [name, value] of form.entries()) {
    if (holdsNul([name, typeof value === 'string' ? value : value.name])) {
      throw options.refuse(NUL_REFUSAL)
    }
    if (!(name in fields)) fields[name] = value
  }
  return fields
}
