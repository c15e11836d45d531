import { UserRoundCheck } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageBody } from '../../components/ui/page-body.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

export const CandidateShortlistingRoute = () => (
  <>
    <PageHeader title="Candidate Shortlisting" icon={UserRoundCheck} description="Candidates scored against your job descriptions" />
    <PageBody>
      <EmptyState
        icon={UserRoundCheck}
        title="No candidates yet"
        description="Résumés you upload for a job will be scored here, best fit first, ready to bookmark or call for a screening."
      />
    </PageBody>
  </>
);
