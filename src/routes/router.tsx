/** The route tree, code-based (no codegen): / is the sign-in page, the rest sit in the guarded shell. */
import {
  createRootRoute,
  createRoute,
  createRouter,
  Navigate,
  useNavigate,
} from '@tanstack/react-router'
import { DEFAULT_ROUTE } from '../domain/navigation.ts'
import { SignInPage } from '../features/auth/SignInPage.tsx'
import { AppLayout } from './AppLayout.tsx'
import { requireRole, requireSession, skipSignInWhenSignedIn } from './guards.ts'
import { RootLayout } from './RootLayout.tsx'
import { screenFor } from './screens.tsx'

const rootRoute = createRootRoute({
  component: RootLayout,
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

function guardedRoute<const Path extends string>(path: Path) {
  return createRoute({
    getParentRoute: () => appRoute,
    path,
    beforeLoad: () => requireRole(path),
    component: screenFor(path),
  })
}

const screenRoutes = [
  guardedRoute('/deals'),
  guardedRoute('/invoices'),
  guardedRoute('/lostdeal'),
  guardedRoute('/salesreport'),
  guardedRoute('/account'),
  guardedRoute('/rm'),
  guardedRoute('/teamconfig'),
  guardedRoute('/profile'),
  guardedRoute('/clients'),
  guardedRoute('/clientsfrommodalvisit'),
]

const routeTree = rootRoute.addChildren([signInRoute, appRoute.addChildren(screenRoutes)])

export const router = createRouter({ routeTree, defaultPreload: 'intent' })

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
