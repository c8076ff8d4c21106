/**
 * The Individual Sales Report (/account). Its target part is built: the user's own target of a
 * year (status text, 'Detail Target' or 'Add Target') and, for leaders, mentors and managers, the
 * targets waiting for their approval. The report's cards, charts and tables come later.
 */
import { useSession } from '../../store/useSession.ts'
import { ComingSoonBox } from '../comingSoon/ComingSoonScreen.tsx'
import { MyTargetCard } from '../targets/MyTargetCard.tsx'
import { TargetsToApprove } from '../targets/TargetsToApprove.tsx'

export function AccountScreen() {
  const session = useSession()
  if (!session) return null
  const { id, roleId } = session.profile
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-5">
      <h2 id="screen-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        Individual Sales Report
      </h2>
      <MyTargetCard userId={id} />
      <TargetsToApprove actor={{ id, roleId }} />
      <ComingSoonBox />
    </section>
  )
}
