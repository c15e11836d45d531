import { AuditLogScreen } from '../../features/workspaces/components/audit-log-screen.tsx';

/** /audit-log: the current workspace's audit log, for admins and the owner (account menu). */
export const AuditLogRoute = () => <AuditLogScreen />;
