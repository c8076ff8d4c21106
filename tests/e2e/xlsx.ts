/** Reading back the spreadsheets the app exports, for the end-to-end tests. */
import { readFileSync } from 'node:fs'
import { inflateRawSync } from 'node:zlib'

/** Reads the first sheet's rows of an xlsx (a zip) with node:zlib: shared or inline strings. */
export function readXlsx(path: string): string[][] {
  const zip = readFileSync(path)
  const files = new Map<string, string>()
  let end = zip.length - 22
  while (zip.readUInt32LE(end) !== 0x06054b50) end--
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10)
    const size = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const extra = zip.readUInt16LE(at + 30)
    const comment = zip.readUInt16LE(at + 32)
    const local = zip.readUInt32LE(at + 42)
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString()
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const data = zip.subarray(start, start + size)
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'))
    at += 46 + nameLength + extra + comment
  }
  const unescape = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&')
  const shared = [
    ...(files.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g),
  ].map((si) =>
    unescape([...si[1]!.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join('')),
  )
  const sheet = files.get('xl/worksheets/sheet1.xml') ?? ''
  const column = (reference: string): number =>
    [...(/^[A-Z]+/.exec(reference)?.[0] ?? 'A')].reduce(
      (sum, letter) => sum * 26 + letter.charCodeAt(0) - 64,
      0,
    ) - 1
  return [...sheet.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) => {
    const cells: string[] = []
    for (const cell of row[1]!.matchAll(/<c([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1] ?? ''
      const inner = cell[2] ?? ''
      const index = column(
        /r="([A-Z]+)\d+"/.exec(attributes)?.[1] ?? String.fromCharCode(65 + cells.length),
      )
      const value = /t="s"/.test(attributes)
        ? (shared[Number(/<v>(\d+)<\/v>/.exec(inner)?.[1])] ?? '')
        : unescape(
            /<t[^>]*>([\s\S]*?)<\/t>/.exec(inner)?.[1] ??
              /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1] ??
              '',
          )
      while (cells.length < index) cells.push('')
      cells[index] = value
    }
    return cells
  })
}
