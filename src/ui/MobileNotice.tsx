import { MOBILE_NOTICE } from '../domain/messages.ts'
import { Logo } from './Logo.tsx'

export function MobileNotice() {
  return (
    <main className="flex min-h-full flex-col items-center justify-center gap-6 bg-slate-50 px-8 text-center">
      <Logo className="size-12" />
      <p className="max-w-xs text-base leading-relaxed text-slate-700">{MOBILE_NOTICE}</p>
    </main>
  )
}
