import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { toast } from 'sonner';
import { FullPageSpinner } from '../components/ui/full-page-spinner.tsx';
import { useSessionStore } from '../lib/session-store.ts';

/**
 * The authentication guard (SPEC §4): a spinner while the session loads, the page when signed in,
 * otherwise back to /authentication (remembering where the user was going). The toast (SPEC §8,
 * once) is for a session that existed and is gone; a first visit without one gets the sign-in page
 * and no error.
 */
export const RequireAuth = () => {
  const user = useSessionStore((state) => state.user);
  const isLoading = useSessionStore((state) => state.isLoading);
  const endReason = useSessionStore((state) => state.endReason);
  const hadSession = useSessionStore((state) => state.hadSession);
  const location = useLocation();
  const hasAskedToSignIn = useRef(false);
  // After a sign-out or an expiry the user already got a toast saying so.
  const shouldAskToSignIn = !isLoading && user === null && endReason === null && hadSession;

  useEffect(() => {
    // The ref survives StrictMode's second effect run, so the toast shows once per visit.
    if (!shouldAskToSignIn || hasAskedToSignIn.current) return;
    hasAskedToSignIn.current = true;
    toast.error('Please sign in to access this page');
  }, [shouldAskToSignIn]);

  if (isLoading) return <FullPageSpinner />;
  if (user === null) {
    const state = endReason === 'signed-out' ? undefined : { from: location };
    return <Navigate to="/authentication" replace state={state} />;
  }
  return <Outlet />;
};
