import { IntegrationsScreen } from '../../features/integrations/components/integrations-screen.tsx';

/** /integrations: the workspace's webhooks, signing key, mail address and chat hook, for admins and the owner (account menu). */
export const IntegrationsRoute = () => <IntegrationsScreen />;
