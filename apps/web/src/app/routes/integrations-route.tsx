import { IntegrationsScreen } from '../../features/integrations/components/integrations-screen.tsx';

/** /integrations: the workspace's webhooks, key, mail address and chat hook; admins and the owner (account menu). */
export const IntegrationsRoute = () => <IntegrationsScreen />;
