import { InterviewSchedulingScreen } from '../../features/interviews/components/interview-scheduling-screen.tsx';

/** /{role}/interview-scheduling?tab=…&view=week|day&date=…&interview=…: the interview calendar, interviewers and plans (SPEC §2, #18). */
export const InterviewSchedulingRoute = () => <InterviewSchedulingScreen />;
