/** One record of a CSV file with its row number as a spreadsheet shows it (the first row is 1). */
export interface CsvRecord {
  row: number
  cells: string[]
}

export class CsvSyntaxError extends Error {
  constructor(readonly row: number) {
    super(`Row ${row}: a quoted cell is not closed`)
  }
}

/** ';' when the header row holds more semicolons than commas outside quotes (spreadsheets set to a decimal comma save so). */
function separatorOf(text: string): ',' | ';' {
  let commas = 0
  let semicolons = 0
  let quoted = false
  for (const char of text) {
    if (char === '"') quoted = !quoted
    else if (!quoted && (char === '\n' || char === '\r')) break
    else if (!quoted && char === ',') commas++
    else if (!quoted && char === ';') semicolons++
  }
  return semicolons > commas ? ';' : ','
}

/**
 * Parses CSV text (RFC 4180): cells separated by ',' (or ';', see separatorOf), double quotes
 * around cells holding separators, quotes (doubled) or line breaks, CRLF or LF line ends, a UTF-8
 * byte order mark ignored. Rows whose cells are all blank are left out; numbering counts them.
 */
export function parseCsv(input: string): CsvRecord[] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input
  const separator = separatorOf(text)
  const records: CsvRecord[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let row = 1
  let recordRow = 1

  const endCell = () => {
    cells.push(cell)
    cell = ''
  }
  const endRecord = () => {
    endCell()
    if (cells.some((value) => value.trim() !== '')) records.push({ row: recordRow, cells })
    cells = []
    row++
    recordRow = row
  }

  for (let index = 0; index < text.length; index++) {
    const char = text[index]!
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"'
        index++
      } else if (char === '"') {
        quoted = false
      } else {
        cell += char
      }
    } else if (char === '"' && cell.trim() === '') {
      cell = ''
      quoted = true
    } else if (char === separator) {
      endCell()
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index++
      endRecord()
    } else {
      cell += char
    }
  }
  if (quoted) throw new CsvSyntaxError(recordRow)
  if (cell !== '' || cells.length > 0) endRecord()
  return records
}
