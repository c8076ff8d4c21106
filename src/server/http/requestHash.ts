import { createHash } from 'node:crypto'

/**
 * What an Idempotency-Key is bound to: method, path and body. A form's File counts by its name,
 * size and content (a retried upload gets a new multipart boundary, not a new body).
 */
export async function requestHash(method: string, path: string, body: unknown): Promise<string> {
  const hash = createHash('sha256').update(`${method}\n${path}\n`)
  const canonical = async (value: unknown): Promise<unknown> => {
    if (value instanceof File) {
      const content = createHash('sha256')
        .update(new Uint8Array(await value.arrayBuffer()))
        .digest('hex')
      return { file: value.name, size: value.size, content }
    }
    if (Array.isArray(value)) return Promise.all(value.map(canonical))
    if (typeof value === 'object' && value !== null) {
      const entries = await Promise.all(
        Object.entries(value).map(async ([key, item]) => [key, await canonical(item)] as const),
      )
      return Object.fromEntries(entries)
    }
    return value
  }
  hash.update(JSON.stringify((await canonical(body)) ?? null))
  return hash.digest('hex')
}
