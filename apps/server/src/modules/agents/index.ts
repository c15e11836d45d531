// The agents module's face to the rest of the server: storing the workspace's agents (sample data,
// tests of the modules that name agents), the recruiting agent's name (in the calls it places),
// creating the agents that calls name, and the periodic sync with the provider's agent list
// (plugins/agent-sync.plugin.ts).
export { ensureCallAgents, recruitingAgentName, setRecruitingAgent, upsertAgents } from './agents.service.ts';
export { ensureEnvironmentConnection, syncOneDue, type AgentSyncSettings } from './agent-provider.service.ts';
export { sealStoredKeys } from './agent-provider.service.ts';
export {
  clearProviderAccount,
  getProviderAccount,
  ownProviderAccount,
  saveProviderAccount,
  type OwnProviderAccount,
} from './provider-account.ts';
