import { describe, expect, it } from 'vitest'
import { contentTypeOf, fileDataUrl } from '../../../src/domain/uploads.ts'

describe('a file by its extension', () => {
  it('has the content type of its extension, without regard to case; others are bytes', () => {
    expect(contentTypeOf('proposal.PDF')).toBe('application/pdf')
    expect(contentTypeOf('me.png')).toBe('image/png')
    expect(contentTypeOf('me.jpg')).toBe('image/jpeg')
    expect(contentTypeOf('me.JPEG')).toBe('image/jpeg')
    expect(contentTypeOf('sheet.xlsx')).toBe('application/octet-stream')
    expect(contentTypeOf('noextension')).toBe('application/octet-stream')
  })

  it('shows its bytes as a data URL', () => {
    expect(fileDataUrl('me.png', 'AAA=')).toBe('data:image/png;base64,AAA=')
    expect(fileDataUrl('x.bin', 'AAA=')).toBe('data:application/octet-stream;base64,AAA=')
  })
})
