import { JobDetailScreen } from '../../features/jobs/components/job-detail-screen.tsx';

/** /{role}/job-listings/{jobId}: one job description, with Edit, Publish, Close and Copy (its loader: job-detail-loader.ts). */
export const JobDetailRoute = () => <JobDetailScreen />;
