import { BriefcaseBusiness, FilePlus2 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageBody } from '../../components/ui/page-body.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

export const JobListingsRoute = () => {
  const { role = '' } = useParams();
  return (
    <>
      <PageHeader title="Job Listings" description="Open roles your hiring agent recruits for" />
      <PageBody>
        <EmptyState
          icon={BriefcaseBusiness}
          title="No job listings yet"
          description="Roles you publish will be listed here with their status and applicants. Start with a job description."
          action={
            <Link
              to={`/${role}/create-job-description`}
              className="inline-flex h-9 items-center gap-2 rounded-md bg-brand px-3.5 text-sm font-medium text-white shadow-xs hover:bg-brand-hover"
            >
              <FilePlus2 size={16} aria-hidden="true" />
              Create job description
            </Link>
          }
        />
      </PageBody>
    </>
  );
};
