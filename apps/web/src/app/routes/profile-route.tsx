import { UserRound } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageBody } from '../../components/ui/page-body.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useUser } from '../../features/auth/api/get-user.ts';
import { ProfileDetails } from '../../features/auth/components/profile-details.tsx';
import { ProfileForm } from '../../features/auth/components/profile-form.tsx';

const DetailsSkeleton = () => (
  <div aria-hidden="true" className="flex animate-pulse flex-col gap-4 py-1">
    {[0, 1, 2, 3, 4].map((row) => (
      <div key={row} className="grid grid-cols-[10rem_1fr] gap-4">
        <div className="h-3.5 w-20 rounded bg-gray-200" />
        <div className="h-3.5 w-48 max-w-full rounded bg-gray-200" />
      </div>
    ))}
  </div>
);

export const ProfileRoute = () => {
  const user = useUser();

  return (
    <>
      <PageHeader title="Profile" icon={UserRound} description="Your account details" />
      <PageBody width="narrow" className="flex flex-col gap-4">
        {user.isPending ? (
          <Card title="Account">
            <span className="sr-only" role="status">
              Loading...
            </span>
            <DetailsSkeleton />
          </Card>
        ) : user.isError ? (
          <Alert
            action={
              <Button variant="secondary" size="sm" onClick={() => void user.refetch()}>
                Retry
              </Button>
            }
          >
            Your profile could not be loaded.
          </Alert>
        ) : (
          <>
            <Card title="Account">
              <ProfileDetails user={user.data} />
            </Card>
            <Card title="Username" description="The name shown in the side navigation.">
              <ProfileForm key={user.data.updated_at} user={user.data} />
            </Card>
          </>
        )}
      </PageBody>
    </>
  );
};
