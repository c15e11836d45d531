// The agents module's face to the rest of the server: storing the workspace's agents (sample data,
// tests of the modules that name agents) and creating the agents that calls name.
export { ensureCallAgents, setRecruitingAgent, upsertAgents } from './agents.service.ts';
