import { describe, expect, it } from 'vitest';
import {
  agentCallName,
  agentFromPath,
  defaultMenu,
  HIRING_AREA_CHOICE,
  landingPathForAgent,
  menuForPath,
  roleSegmentOf,
  userDisplayName,
} from './navigation.ts';

// The sample workspace: zara recruits. Another workspace's recruiting agent is a provider's id.
const sample = [
  { id: 'zara', role: 'recruiting' as const },
  { id: 'loan-qualifier', role: null },
];
const provider = [
  { id: 'agent_3f9c01', role: 'recruiting' as const },
  { id: 'zara', role: null },
];

describe('agentFromPath', () => {
  it("selects the workspace's recruiting agent on any path under /zara, whatever its id, and clears it elsewhere", () => {
    expect(agentFromPath('/zara', sample)).toBe('zara');
    expect(agentFromPath('/zara/job-listings', sample)).toBe('zara');
    expect(agentFromPath('/zara/conversations?x=1', sample)).toBe('zara');
    expect(agentFromPath('/zara/job-listings', provider)).toBe('agent_3f9c01');
    // No recruiting agent: the hiring area itself is selected (its jobs and candidates work without one).
    expect(agentFromPath('/zara/job-listings', [{ id: 'zara', role: null }])).toBe(HIRING_AREA_CHOICE);
    expect(agentFromPath('/zara', [])).toBe(HIRING_AREA_CHOICE);
    expect(agentFromPath('/analytics', sample)).toBeNull();
    expect(agentFromPath('/zarathustra', sample)).toBeNull();
    expect(agentFromPath('/', sample)).toBeNull();
    expect(agentFromPath('', sample)).toBeNull();
  });
});

describe('menus', () => {
  it('gives the hiring area its menu under the role segment and every other path the default one', () => {
    expect(roleSegmentOf('/zara/analytics')).toBe('zara');
    expect(roleSegmentOf('/agent_3f9c01/analytics')).toBeNull();
    expect(menuForPath('/zara/job-listings').map((m) => [m.label, m.path])).toEqual([
      ['Job Listings', '/zara/job-listings'],
      ['Candidate Shortlisting', '/zara/candidate-shortlisting'],
      ['Interview Scheduling', '/zara/interview-scheduling'],
      ['Analytics', '/zara/analytics'],
      ['Conversations', '/zara/conversations'],
    ]);
    expect(menuForPath('/analytics')).toBe(defaultMenu);
    expect(menuForPath('/inbox')).toBe(defaultMenu);
    expect(defaultMenu.map((m) => [m.label, m.path])).toEqual([
      ['Analytics', '/analytics'],
      ['Conversations', '/conversations'],
      ['Quality', '/quality'],
      ['Knowledge Base', '/knowledge-base'],
      ['Inbox', '/inbox'],
      ['Demo Call', '/demo-call'],
    ]);
  });

  it("lands the recruiting agent on the hiring area's Job Listings; any other agent opens the analytics filtered to it", () => {
    expect(landingPathForAgent('zara', sample)).toBe('/zara/job-listings');
    expect(landingPathForAgent('agent_3f9c01', provider)).toBe('/zara/job-listings');
    // zara that no longer recruits is an agent like the others.
    expect(landingPathForAgent('zara', provider)).toBe('/analytics?agent_id=zara');
    expect(landingPathForAgent('loan-qualifier', sample)).toBe('/analytics?agent_id=loan-qualifier');
    expect(landingPathForAgent('a&b c', sample)).toBe('/analytics?agent_id=a%26b+c');
    expect(landingPathForAgent(null, sample)).toBe('/analytics');
    expect(landingPathForAgent(HIRING_AREA_CHOICE, [])).toBe('/zara/job-listings');
  });
});

describe('agentCallName', () => {
  it('names an agent as people call it, without a note in brackets at the end', () => {
    expect(agentCallName('Zara (Recruiting)')).toBe('Zara');
    expect(agentCallName('Riley')).toBe('Riley');
    expect(agentCallName('Riley (EU) Recruiter')).toBe('Riley (EU) Recruiter');
    expect(agentCallName('(Recruiting)')).toBe('(Recruiting)');
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
