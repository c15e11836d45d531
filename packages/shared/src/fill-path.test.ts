import { describe, expect, it } from 'vitest';
import { fillPath } from './fill-path.ts';
import { apiRoutes, jobPaths, knowledgeBasePaths } from './paths.ts';

describe('fillPath', () => {
  it('puts each parameter in its place', () => {
    expect(fillPath('/call/calls/:id', { id: 'call_1' })).toBe('/call/calls/call_1');
    expect(fillPath(apiRoutes.knowledgeBaseSourceFile, { id: 'kb-1', sourceId: 'src-2' })).toBe(
      '/webhooks/knowledge-base/kb-1/sources/src-2/file',
    );
    expect(fillPath(apiRoutes.campaignReport, { id: 'c-1' })).toBe(
      '/communication-suite/email/api/email/campaign/c-1/report.csv',
    );
  });

  it('encodes a value so it stays one segment', () => {
    expect(fillPath(apiRoutes.jobClose, { jobId: 'a/b?c=d#e f' })).toBe('/job-description/a%2Fb%3Fc%3Dd%23e%20f/close');
  });

  it('leaves a template without parameters as it is', () => {
    expect(fillPath('/inbox/mails', {})).toBe('/inbox/mails');
  });

  it('refuses a template whose parameter has no value', () => {
    // The type already asks for every parameter; this is the run-time guard behind it.
    expect(() => fillPath(apiRoutes.call, {} as { id: string })).toThrow(':id');
  });

  it('types the parameters after the template', () => {
    // @ts-expect-error sourceId is missing
    expect(() => fillPath(apiRoutes.knowledgeBaseSource, { id: 'kb-1' })).toThrow(':sourceId');
    // @ts-expect-error jobId, not id
    expect(() => fillPath(apiRoutes.job, { id: 'j-1' })).toThrow(':jobId');
  });

  it('backs the path builders the SPA and the tests call', () => {
    expect(jobPaths.copy('j 1')).toBe('/job-description/j%201/copy');
    expect(knowledgeBasePaths.source('kb/1', 's1')).toBe('/webhooks/knowledge-base/kb%2F1/sources/s1');
  });
});
