/** Equal as data: numbers, texts, arrays and plain objects compared by value. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const aRecord = a as Record<string, unknown>
  const bRecord = b as Record<string, unknown>
  const keys = new Set([...Object.keys(aRecord), ...Object.keys(bRecord)])
  for (const key of keys) if (!sameValue(aRecord[key], bRecord[key])) return false
  return true
}
