/** An ILIKE pattern matching `text` anywhere, with LIKE wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

export const pageOffset = (page: number, perPage: number): number => (page - 1) * perPage
