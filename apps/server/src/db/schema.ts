export * from './schema/auth.ts';
export * from './schema/agents.ts';
export * from './schema/mail.ts';
export * from './schema/calls.ts';
export * from './schema/campaigns.ts';
export * from './schema/inbox.ts';
export * from './schema/knowledge-base.ts';
export * from './schema/onboarding.ts';
