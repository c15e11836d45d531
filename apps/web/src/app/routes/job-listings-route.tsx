import { JobListingsScreen } from '../../features/jobs/components/job-listings-screen.tsx';

/** /{role}/job-listings: the jobs by status, searched and paged, and the job listing form (SPEC §2). */
export const JobListingsRoute = () => <JobListingsScreen />;
