// @vitest-environment happy-dom
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobQueryOptions } from '../../features/jobs/api/get-job.ts';
import { queryClient } from '../../lib/query-client.ts';
import { stubSignedInFetch } from '../../test/stub-signed-in-fetch.ts';
import { jobDetailLoader } from './job-detail-loader.ts';
import { knowledgeBaseLoader } from './knowledge-base-loader.ts';
import { agentConversationsLoader } from './warm-calls.ts';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const args = (url: string, params: Record<string, string> = {}): LoaderFunctionArgs => ({
  request: new Request(url),
  url: new URL(url),
  pattern: '',
  params,
  context: undefined,
});

describe('route loaders', () => {
  const fetchMock = stubSignedInFetch();
  const asked = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .map((url) => `${url.pathname}${url.search}`);
  afterEach(() => queryClient.clear());

  it("a job's page asks for its job while the page renders, in the cache its query reads", async () => {
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ error_message: 'Job description not found' }), { status: 404 }),
    );
    jobDetailLoader(args('http://localhost/zara/job-listings/j-1', { role: 'zara', jobId: 'j-1' }));

    await vi.waitFor(() => expect(queryClient.getQueryState(jobQueryOptions('j-1').queryKey)?.status).toBe('error'), {
      timeout: 30_000,
    });
    expect(asked()).toEqual(['/api/job-description/j-1']);
  });

  it("an agent's conversations ask for the agents, then the recruiting agent's list and the open call", async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/api/agents')
        ? Response.json({
            message: 'ok',
            total: 1,
            data: [
              {
                agent_id: 'agent_3f9c01',
                agent_name: 'Recruiter',
                role: 'recruiting',
                origin: 'provider',
                needs_review: false,
                provider_record: null,
                created_at: 0,
              },
            ],
          })
        : new Response('{}', { status: 404 }),
    );
    agentConversationsLoader(args('http://localhost/zara/conversations?period=7days&call_id=c-1', { role: 'zara' }));

    // The path's segment is the role's: the list is the recruiting agent's, whatever its id.
    await vi.waitFor(
      () => expect(asked().find((path) => path.startsWith('/api/call/calls?'))).toMatch(/agent_id=agent_3f9c01/),
      { timeout: 30_000 },
    );
    const paths = asked();
    expect(paths).toContain('/api/call/calls/c-1');
    expect(paths).toContain('/api/agents');
  });

  it('the knowledge base asks for the list and the one the address opens', async () => {
    fetchMock.mockImplementation(async () => new Response('{}', { status: 404 }));
    knowledgeBaseLoader(args('http://localhost/knowledge-base?knowledge_base_id=kb-1'));

    expect(asked()).toEqual(
      expect.arrayContaining(['/api/webhooks/knowledge-base/?limit=50', '/api/webhooks/knowledge-base/kb-1']),
    );
  });
});
