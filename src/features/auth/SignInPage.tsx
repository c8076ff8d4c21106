import { SIGN_IN_HEADLINE } from '../../domain/messages.ts'
import { APP_TITLE } from '../../domain/navigation.ts'
import { Logo } from '../../ui/Logo.tsx'
import { SignInForm } from './SignInForm.tsx'
import { takeSignedOutReason } from '../../entities/session/signedOutReason.ts'

/** Read once per page load: the app reloads onto this page after it wiped a deactivated user. */
const signedOutReason = takeSignedOutReason()

export const DEACTIVATED_NOTICE =
  'This account has been deactivated, so its data has been removed from this device. Changes it had not sent were kept for your administrator.'

function PipelineArt() {
  const columns = [
    { height: 44, cards: 2 },
    { height: 64, cards: 3 },
    { height: 84, cards: 4 },
    { height: 104, cards: 5 },
    { height: 124, cards: 6 },
  ]
  return (
    <svg viewBox="0 0 300 130" className="w-full max-w-md" aria-hidden="true">
      {columns.map((column, index) => (
        <g key={index} transform={`translate(${index * 60} ${130 - column.height})`}>
          <rect width="50" height={column.height} rx="8" fill="white" fillOpacity="0.08" />
          {Array.from({ length: column.cards }, (_, card) => (
            <rect
              key={card}
              x="7"
              y={7 + card * 19}
              width="36"
              height="13"
              rx="3"
              fill="white"
              fillOpacity={0.18 + index * 0.08}
            />
          ))}
        </g>
      ))}
    </svg>
  )
}

export function SignInPage({ onSignedIn }: { onSignedIn: () => void }) {
  return (
    <div className="grid min-h-full lg:grid-cols-[1.05fr_1fr]">
      <section className="relative flex flex-col justify-between gap-10 overflow-hidden bg-linear-to-br from-brand-700 via-brand-800 to-brand-900 px-10 py-10 text-white lg:px-14 lg:py-14">
        <div className="flex items-center gap-3">
          <Logo tone="light" className="size-10 shadow-sm" />
          <span className="text-lg font-semibold tracking-tight">{APP_TITLE}</span>
        </div>
        <h1 className="max-w-lg text-3xl leading-tight font-semibold tracking-tight text-balance lg:text-4xl">
          {SIGN_IN_HEADLINE}
        </h1>
        <div className="hidden lg:block">
          <PipelineArt />
        </div>
      </section>
      <section className="flex items-center justify-center bg-white px-6 py-12 lg:bg-slate-50">
        <div className="w-full max-w-sm lg:rounded-2xl lg:bg-white lg:p-8 lg:shadow-sm lg:ring-1 lg:ring-slate-900/5">
          <h2 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">Sign in</h2>
          {signedOutReason === 'deactivated' && (
            <p
              role="status"
              data-signed-out-reason={signedOutReason}
              className="mb-5 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset"
            >
              {DEACTIVATED_NOTICE}
            </p>
          )}
          <SignInForm onSignedIn={onSignedIn} />
        </div>
      </section>
    </div>
  )
}
