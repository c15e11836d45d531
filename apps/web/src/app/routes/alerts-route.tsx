import { AlertsScreen } from '../../features/alerts/components/alerts-screen.tsx';

/** /alerts: the workspace's alert rules and their history (account menu). */
export const AlertsRoute = () => <AlertsScreen />;
