const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/**
 * Deep equality of stored values: numbers, texts, arrays and plain objects compared by value, a
 * field holding undefined the same as no field; anything else (a File, a Blob) only as itself.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameValue(item, b[index]))
    )
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false
  const fields = new Set([...Object.keys(a), ...Object.keys(b)])
  return [...fields].every((field) => sameValue(a[field], b[field]))
}
