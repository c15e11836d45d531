import { FilePlus2 } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageBody } from '../../components/ui/page-body.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

export const CreateJobDescriptionRoute = () => (
  <>
    <PageHeader title="Create Job Description" description="Write a job description or upload one" />
    <PageBody>
      <EmptyState
        icon={FilePlus2}
        title="No job description drafted yet"
        description="The editor for writing, uploading or generating a job description will appear here; saved descriptions become job listings."
      />
    </PageBody>
  </>
);
