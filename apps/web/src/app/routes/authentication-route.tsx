import { DEFAULT_LANDING_PATH } from '@agentdesk/shared/navigation';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AuthShell } from '../../components/ui/auth-shell.tsx';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useSessionStore } from '../../lib/session-store.ts';

// The sign-up form (and the schema library it validates with) loads only when asked for,
// which keeps the sign-in page's scripts within budget.
const SignUpForm = lazy(() =>
  import('../../features/auth/components/sign-up-form.tsx').then((m) => ({ default: m.SignUpForm })),
);

type Mode = 'sign-in' | 'sign-up';

/** Where the guard sent the user from, as a path; never back to this page. */
const fromPath = (state: unknown): string | null => {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)?.from;
  if (typeof from?.pathname !== 'string' || from.pathname.startsWith('/authentication')) return null;
  return `${from.pathname}${typeof from.search === 'string' ? from.search : ''}${typeof from.hash === 'string' ? from.hash : ''}`;
};

export const AuthenticationRoute = () => {
  const user = useSessionStore((state) => state.user);
  const acknowledgeSessionEnd = useSessionStore((state) => state.acknowledgeSessionEnd);
  const location = useLocation();
  const [mode, setMode] = useState<Mode>('sign-in');

  useEffect(() => acknowledgeSessionEnd(), [acknowledgeSessionEnd]);

  if (user !== null) {
    // A new account (signed up on this page) lands on /analytics; a sign-in returns to where the
    // guard sent the user from.
    const target = mode === 'sign-up' ? DEFAULT_LANDING_PATH : (fromPath(location.state) ?? DEFAULT_LANDING_PATH);
    return <Navigate to={target} replace />;
  }

  return mode === 'sign-in' ? (
    <AuthShell title="Welcome back" description="Enter your e-mail and password to continue.">
      <SignInForm onSwitchToSignUp={() => setMode('sign-up')} />
    </AuthShell>
  ) : (
    <AuthShell title="Create your account" description="Start operating your AI agents with AgentDesk.">
      <Suspense
        fallback={
          <div className="flex justify-center py-8" role="status">
            <Spinner />
            <span className="sr-only">Loading...</span>
          </div>
        }
      >
        <SignUpForm onSwitchToSignIn={() => setMode('sign-in')} />
      </Suspense>
    </AuthShell>
  );
};
