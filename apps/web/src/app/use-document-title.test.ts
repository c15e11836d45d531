import { describe, expect, it } from 'vitest';
import { documentTitle } from './use-document-title.ts';

describe('documentTitle', () => {
  it('names the deepest titled route, then the product', () => {
    expect(documentTitle([undefined, { title: 'Hiring' }, undefined, { title: 'Job Listings' }])).toBe(
      'Job Listings · AgentDesk',
    );
  });

  it('is the product alone when no route names itself', () => {
    expect(documentTitle([undefined, {}, null])).toBe('AgentDesk');
  });
});
