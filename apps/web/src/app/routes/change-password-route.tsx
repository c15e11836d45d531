import { KeyRound } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { PageBody } from '../../components/ui/page-body.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useQuery } from '@tanstack/react-query';
import { userQueryOptions } from '../../features/auth/api/get-user.ts';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form.tsx';
import { useSessionStore } from '../../lib/session-store.ts';

export const ChangePasswordRoute = () => {
  const sessionEmail = useSessionStore((state) => state.user?.email ?? '');
  // A session restored without its stored user object still knows the e-mail through GET /user.
  const user = useQuery({ ...userQueryOptions, enabled: sessionEmail === '' });
  const email = sessionEmail !== '' ? sessionEmail : (user.data?.email ?? '');

  return (
    <>
      <PageHeader
        title="Change Password"
        icon={KeyRound}
        description="Other devices are signed out when the password changes"
      />
      <PageBody width="narrow">
        <Card title="Password">
          <ChangePasswordForm email={email} />
        </Card>
      </PageBody>
    </>
  );
};
