import { describe, expect, it } from 'vitest';
import { agentFromPath, defaultMenu, landingPathForAgent, menuForAgent, userDisplayName } from './navigation.ts';

describe('agentFromPath', () => {
  it('selects zara on any path under /zara and clears it elsewhere', () => {
    expect(agentFromPath('/zara')).toBe('zara');
    expect(agentFromPath('/zara/job-listings')).toBe('zara');
    expect(agentFromPath('/zara/conversations?x=1')).toBe('zara');
    expect(agentFromPath('/analytics')).toBeNull();
    expect(agentFromPath('/zarathustra')).toBeNull();
    expect(agentFromPath('/')).toBeNull();
    expect(agentFromPath('')).toBeNull();
  });
});

describe('menus', () => {
  it('gives zara the hiring menu and everyone else the default one', () => {
    expect(menuForAgent('zara').map((m) => [m.label, m.path])).toEqual([
      ['Job Listings', '/zara/job-listings'],
      ['Candidate Shortlisting', '/zara/candidate-shortlisting'],
      ['Interview Scheduling', '/zara/interview-scheduling'],
      ['Analytics', '/zara/analytics'],
      ['Conversations', '/zara/conversations'],
    ]);
    expect(menuForAgent(null)).toBe(defaultMenu);
    expect(menuForAgent('loan-qualifier')).toBe(defaultMenu);
    expect(defaultMenu.map((m) => [m.label, m.path])).toEqual([
      ['Analytics', '/analytics'],
      ['Conversations', '/conversations'],
      ['Knowledge Base', '/knowledge-base'],
      ['Inbox', '/inbox'],
      ['Demo Call', '/demo-call'],
    ]);
  });

  it("lands on the agent's first menu path; any other agent opens the analytics filtered to it", () => {
    expect(landingPathForAgent('zara')).toBe('/zara/job-listings');
    expect(landingPathForAgent('loan-qualifier')).toBe('/analytics?agent_id=loan-qualifier');
    expect(landingPathForAgent('a&b c')).toBe('/analytics?agent_id=a%26b+c');
    expect(landingPathForAgent(null)).toBe('/analytics');
  });
});

describe('userDisplayName', () => {
  it('uses the name, else the e-mail before the @, else User', () => {
    expect(userDisplayName({ name: 'Ada Lovelace', email: 'ada@example.com' })).toBe('Ada Lovelace');
    expect(userDisplayName({ name: '', email: 'ada@example.com' })).toBe('ada');
    expect(userDisplayName({ name: null, email: 'ada@example.com' })).toBe('ada');
    expect(userDisplayName({ email: '@example.com' })).toBe('User');
    expect(userDisplayName({})).toBe('User');
    expect(userDisplayName(null)).toBe('User');
  });
});
