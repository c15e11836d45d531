import { UserRoundCheck } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link.tsx';

/** To Candidate Shortlisting for the job: its applicants and uploaded résumés ranked by fit. */
export const JobCandidatesLink = ({ href }: { href: string }) => (
  <ButtonLink to={href} variant="secondary" size="sm" data-testid="job-candidates-link">
    <UserRoundCheck size={14} aria-hidden="true" />
    Candidates
  </ButtonLink>
);
