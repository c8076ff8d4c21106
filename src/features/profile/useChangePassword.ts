import { useState } from 'react'
import { changePassword } from '../../api/auth.ts'
import { isApiError } from '../../api/errors.ts'
import type { ChangePasswordResponse } from '../../contract/auth.ts'
import { ERROR_CONNECTION } from '../../domain/messages.ts'
import { showApiError } from '../../ui/dialogs/showApiError.ts'
import { apiClient } from '../../app/apiClient.ts'

export interface ChangePasswordState {
  submitting: boolean
  /** The server's description for old_password / new_password, shown in red. */
  error: string | null
  submit(oldPassword: string, newPassword: string): Promise<ChangePasswordResponse | null>
  clearError(): void
}

export function useChangePassword(): ChangePasswordState {
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function submit(oldPassword: string, newPassword: string) {
    setSubmitting(true)
    setError(null)
    try {
      const answer = await changePassword(apiClient, { oldPassword, newPassword })
      if (answer.code !== 'ok') setError(answer.description)
      return answer
    } catch (failure) {
      if (isApiError(failure)) void showApiError(failure)
      else setError(ERROR_CONNECTION)
      return null
    } finally {
      setSubmitting(false)
    }
  }

  return { submitting, error, submit, clearError: () => setError(null) }
}
