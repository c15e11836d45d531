import { CreateJobDescriptionScreen } from '../../features/jobs/components/create-job-description-screen.tsx';

/** /{role}/create-job-description: a job description from pasted text, a file or the form (SPEC §2). */
export const CreateJobDescriptionRoute = () => <CreateJobDescriptionScreen />;
