/** The route tree, code-based (no codegen): / is the sign-in page, the rest sit in the guarded shell. */
import {
  createRootRoute,
  createRoute,
  createRouter,
  Navigate,
  useNavigate,
} from '@tanstack/react-router'
import { DEFAULT_ROUTE } from '../domain/navigation.ts'
import { SignInPage } from '../features/auth/index.ts'
import { AppSyncEffect } from '../features/sync/index.ts'
import { syncEngine } from '../app/sync/syncEngine.ts'
import { SyncStatusProvider } from '../ui/sync/SyncStatusContext.tsx'
import { LiveProvider } from '../ui/sync/LiveContext.tsx'
import { liveUpdates } from '../features/briefcase/index.ts'
import { AppLayout } from './AppLayout.tsx'
import { validateDealsSearch } from './dealsSearch.ts'
import { validateClientsSearch } from '../features/clients/index.ts'
import { validateInvoicesSearch } from '../features/invoices/index.ts'
import { validateRmSearch } from '../features/rms/index.ts'
import { requireRole, requireSession, skipSignInWhenSignedIn } from './guards.ts'
import { RootLayout } from './RootLayout.tsx'
import { PENDING_CHANGES, screenFor, TARGET_PAGE, type ScreenPath } from './screens.tsx'

/** The app's root: the sync engine runs for the life of the page; the shell reads its status. */
function Root() {
  return (
    <SyncStatusProvider source={syncEngine}>
      <LiveProvider source={liveUpdates}>
        <AppSyncEffect />
        <RootLayout />
      </LiveProvider>
    </SyncStatusProvider>
  )
}

const rootRoute = createRootRoute({
  component: Root,
  notFoundComponent: () => <Navigate to="/" replace />,
})

function SignInRoute() {
  const navigate = useNavigate()
  return <SignInPage onSignedIn={() => void navigate({ to: DEFAULT_ROUTE })} />
}

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: skipSignInWhenSignedIn,
  component: SignInRoute,
})

const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: requireSession,
  component: AppLayout,
})

function guardedRoute<const Path extends ScreenPath>(path: Path) {
  return createRoute({
    getParentRoute: () => appRoute,
    path,
    beforeLoad: () => requireRole(path),
    component: screenFor(path),
  })
}

/**
 * The pipeline page: its inner tab and open deal live in typed search params. Each route names the
 * params that hold a row's id (staticData.idParams): the address follows their remap
 * (useAddressFollowsRemap.ts).
 */
const dealsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/deals',
  validateSearch: validateDealsSearch,
  staticData: { idParams: { deal: 'deals' } },
  beforeLoad: () => requireRole('/deals'),
  component: screenFor('/deals'),
})

/** The invoice page: its list tab and open form live in typed search params. */
const invoicesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/invoices',
  validateSearch: validateInvoicesSearch,
  staticData: { idParams: { invoice: 'invoices', focus: 'invoices', deal: 'deals' } },
  beforeLoad: () => requireRole('/invoices'),
  component: screenFor('/invoices'),
})

/** The RM list: its open sub-screen (add, detail, edit) lives in typed search params. */
const rmRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/rm',
  validateSearch: validateRmSearch,
  staticData: { idParams: { rm: 'rms' } },
  beforeLoad: () => requireRole('/rm'),
  component: screenFor('/rm'),
})

/** The client screen: a company to open (the global search's Enter) in a typed search param. */
const clientsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/clients',
  validateSearch: validateClientsSearch,
  staticData: { idParams: { client: 'clients' } },
  beforeLoad: () => requireRole('/clients'),
  component: screenFor('/clients'),
})

const screenRoutes = [
  dealsRoute,
  invoicesRoute,
  guardedRoute('/lostdeal'),
  guardedRoute('/salesreport'),
  guardedRoute('/account'),
  rmRoute,
  guardedRoute('/teamconfig'),
  guardedRoute('/profile'),
  clientsRoute,
  guardedRoute('/clientsfrommodalvisit'),
]

/**
 * A personal target (/{year}/{userId}): the page the app goes to after a target's Submit, Approve
 * or Reject. Every signed-in role may open one; the screen offers what the role may do.
 */
const targetRoute = createRoute({
  getParentRoute: () => appRoute,
  path: TARGET_PAGE,
  component: screenFor(TARGET_PAGE),
})

/** Every signed-in role has its own outbox: only the session guard of the shell applies. */
const pendingChangesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: PENDING_CHANGES,
  component: screenFor(PENDING_CHANGES),
})

const routeTree = rootRoute.addChildren([
  signInRoute,
  appRoute.addChildren([...screenRoutes, pendingChangesRoute, targetRoute]),
])

export const router = createRouter({ routeTree, defaultPreload: 'intent' })

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
