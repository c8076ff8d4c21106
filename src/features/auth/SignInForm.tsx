import { useState, type FormEvent } from 'react'
import { Button } from '../../ui/Button.tsx'
import { CloudOffIcon } from '../../ui/icons.tsx'
import { PasswordField } from '../../ui/PasswordField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useOnline } from '../../ui/useOnline.ts'
import { signIn } from './signIn.ts'
import { OFFLINE_SIGN_IN, signInErrors } from './signInErrors.ts'

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const online = useOnline()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [errors, setErrors] = useState<string[]>([])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitting(true)
    setErrors([])
    try {
      await signIn(email.trim(), password)
      onSignedIn()
    } catch (error) {
      setErrors(signInErrors(error, navigator.onLine))
      setSubmitting(false)
    }
  }

  return (
    <>
      <form onSubmit={(event) => void submit(event)} className="space-y-5" aria-label="Sign in">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="name@company.com"
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {!online && errors.length === 0 && (
          <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-800 ring-1 ring-amber-200 ring-inset">
            <CloudOffIcon className="mt-0.5 size-4 shrink-0" />
            {OFFLINE_SIGN_IN}
          </p>
        )}
        <Button type="submit" loading={submitting} className="w-full">
          {submitting ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
      <div role="alert" aria-live="assertive" className="mt-4 empty:hidden">
        {errors.length > 0 && (
          <ul className="space-y-1 text-sm font-medium text-red-600" data-testid="sign-in-errors">
            {errors.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
