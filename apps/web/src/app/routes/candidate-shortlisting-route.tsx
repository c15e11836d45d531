import { CandidateShortlistingScreen } from '../../features/candidates/components/candidate-shortlisting-screen.tsx';

/** /{role}/candidate-shortlisting?job=…&candidate=…: a job's candidates ranked by fit, and the one open (SPEC §2, #17). */
export const CandidateShortlistingRoute = () => <CandidateShortlistingScreen />;
