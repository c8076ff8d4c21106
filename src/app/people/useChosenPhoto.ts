/** The photo a person's form has chosen for its Save, after the photo's file check. */
import { useState } from 'react'
import { fileBase64 } from '../../domain/base64.ts'
import { photoFileProblem, type ChosenPhoto } from './personPhoto.ts'

export function useChosenPhoto() {
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null)
  const [error, setError] = useState<string | null>(null)

  /** A file that fails the check shows why, and the photo chosen before stays. */
  const choose = async (file: File | undefined) => {
    const problem = photoFileProblem(file)
    if (problem || !file) {
      setError(problem)
      return
    }
    setError(null)
    setPhoto({ filename: file.name, fileBase64: await fileBase64(file) })
  }

  const clear = () => {
    setPhoto(null)
    setError(null)
  }

  return { photo, error, choose, clear }
}
