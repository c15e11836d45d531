// @vitest-environment happy-dom
import type { OnboardingDocument, OnboardingProcessing } from '@agentdesk/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClientAs } from '../../../test/workspaces.ts';
import { DocumentDetail } from './document-detail.tsx';

const done = (fields: OnboardingProcessing['fields'] = {}): OnboardingProcessing => ({
  status: 'done',
  error: null,
  page_count: 1,
  pages_read: 1,
  read_with: 'OCR',
  sample: null,
  fields,
  corrections: [],
});

const aadhaar: OnboardingDocument = {
  _id: 'doc_a',
  type: 'aadhaar',
  file_type: 'image/png',
  file_name: 'priya-aadhaar.png',
  s3_url: '/api/agent/onboarding-agent/api/documents/doc_a/file?exp=1&sig=x',
  data: { full_name: 'Priya Sharma', date_of_birth: '14/03/1994', gender: 'Female', document_number: '2345 6789 0123' },
  created_at: Date.UTC(2026, 10, 22, 10),
  processing: done({
    full_name: { confidence: 0.93, source: 'Name: Priya Sharma' },
    date_of_birth: { confidence: 0.95, source: 'DOB: 14/03/1994' },
    gender: { confidence: 0.62, source: 'Fernale' },
    document_number: { confidence: 1, source: 'Corrected by lead@example.com' },
  }),
};

const resume: OnboardingDocument = {
  _id: 'doc_r',
  type: 'resume',
  file_type: 'application/pdf',
  file_name: 'amara-resume.pdf',
  s3_url: '/api/agent/onboarding-agent/api/documents/doc_r/file?exp=1&sig=y',
  data: {
    full_name: 'Amara Nwosu',
    nationality: 'Nigerian',
    education_history: [
      { institution: 'University of Salford', degree: 'BSc Logistics', duration: '2012 - 2015', cgpa: null },
    ],
  },
  created_at: Date.UTC(2026, 10, 21, 10),
  processing: done({
    full_name: { confidence: 0.9, source: 'Amara Nwosu' },
    education_history: { confidence: 0.8, source: 'BSc Logistics, University of Salford' },
  }),
};

const renderDetail = (document: OnboardingDocument) =>
  render(
    <QueryClientProvider client={queryClientAs('member')}>
      <DocumentDetail document={document} />
    </QueryClientProvider>,
  );

const labels = () => screen.getAllByRole('term').map((term) => term.textContent);
/** The value beside a field's label. */
const definition = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)!.nextElementSibling as HTMLElement;

describe('DocumentDetail', () => {
  afterEach(cleanup);

  it("lists an Aadhaar card's own fields, N/A where missing, and no résumé sections", () => {
    renderDetail(aadhaar);
    const own = ['Full name', 'Date of birth', 'Age', 'Gender', 'Nationality', 'Document number', 'Address', 'Pincode'];
    expect(labels()).toEqual(own);
    expect(definition('Pincode').querySelector('[data-field="pincode"]')?.textContent).toBe('N/A');
    expect(screen.queryByRole('heading', { name: /Education history|Work experience/ })).toBeNull();
    expect(screen.queryByText('Summary')).toBeNull();
  });

  it("lists a résumé's summary, education and work, any other value that was read, and no card fields", () => {
    renderDetail(resume);
    // Nationality is no résumé field, but it was read: nothing read is hidden.
    expect(labels()).toEqual(['Full name', 'Summary', 'Nationality']);
    expect(definition('Summary').querySelector('[data-field="summary"]')?.textContent).toBe('N/A');
    expect(screen.getByRole('heading', { name: /Education history/ })).toBeTruthy();
    // Its own list, even when nothing was read into it.
    const work = screen.getByRole('heading', { name: /Work experience/ }).parentElement!;
    expect(within(work).getByText('N/A')).toBeTruthy();
    expect(screen.queryByText('Pincode')).toBeNull();
    expect(screen.queryByText('Issue date')).toBeNull();
  });

  it('shows how sure each reading is beside its value, without hovering', () => {
    renderDetail(aadhaar);
    const badge = (label: string) =>
      within(definition(label)).queryByTestId('confidence')?.textContent ??
      within(definition(label)).queryByText('Corrected')?.textContent;
    expect(badge('Full name')).toBe('93% sure');
    expect(badge('Date of birth')).toBe('95% sure');
    // Below the bar a person should look at: 'Check', with its percentage, and the value marked.
    expect(badge('Gender')).toBe('Check · 62% sure');
    expect(definition('Gender').querySelector('[data-low-confidence="true"]')?.textContent).toBe('Female');
    expect(badge('Document number')).toBe('Corrected');
    // A missing value has no reading to be sure of.
    expect(badge('Pincode')).toBeUndefined();
    // The text it was read from, on hover as before.
    expect(within(definition('Gender')).getByTestId('confidence').getAttribute('title')).toBe('Read from: Fernale');
  });

  it('shows the confidence of a list beside its heading', () => {
    renderDetail(resume);
    const heading = screen.getByRole('heading', { name: /Education history/ });
    expect(within(heading).getByTestId('confidence').textContent).toBe('80% sure');
  });

  it('says an uploaded document not read yet has its details to come, instead of a page of N/A', () => {
    const queued = { ...done(), status: 'processing' as const, is_reading: false, read_with: null };
    renderDetail({ ...aadhaar, type: 'unknown', data: {}, processing: queued });
    expect(screen.getByText('Its details appear here once it is read.')).toBeTruthy();
    expect(screen.queryAllByRole('term')).toEqual([]);
  });

  it('marks a sample quietly, its check to come while it is unread', () => {
    const truth = { full_name: 'Priya Sharma' };
    const pending = { ...done(), status: 'pending' as const, read_with: null, sample: { variant: 'clean', truth } };
    renderDetail({ ...aadhaar, processing: pending });
    const check = screen.getByTestId('sample-check');
    expect(check.querySelector('summary')?.textContent).toBe('SampleChecked against its drawn values once read');
  });
});
