import { MembersScreen } from '../../features/workspaces/components/members-screen.tsx';

/** /members: the current workspace's members, invitations and settings (account menu). */
export const MembersRoute = () => <MembersScreen />;
