// @vitest-environment happy-dom
import { jobMessages } from '@agentdesk/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { requestsOf, serveJobs } from '../testing/fake-jobs-server.ts';
import { setUpJobScreenTests } from '../testing/job-screen-tests.ts';
import { renderJobs } from '../testing/render-jobs.tsx';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = setUpJobScreenTests();
const params = (router: ReturnType<typeof renderJobs>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const bodyOf = (path: string, method = 'POST') =>
  JSON.parse(
    String(requestsOf(fetchMock).find((request) => request.path === path && request.method === method)?.body),
  ) as Record<string, unknown>;
const input = (scope: HTMLElement, label: string) => within(scope).getByLabelText<HTMLInputElement>(label);

/** Picks an option of a Radix select by its label. */
const choose = async (scope: HTMLElement, label: string, option: string) => {
  fireEvent.keyDown(within(scope).getByRole('combobox', { name: label }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

/** Opens 'Write it for me' and types a brief. */
const typeBrief = async () => {
  fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Write it for me' }), { button: 0 });
  const form = screen.getByRole('tabpanel', { name: 'Write it for me' });
  fireEvent.change(input(form, 'Job title'), { target: { value: 'Platform Engineer' } });
  fireEvent.change(input(form, 'Department'), { target: { value: 'Engineering' } });
  fireEvent.change(input(form, 'Location'), { target: { value: 'Berlin' } });
  await choose(form, 'Seniority', 'Senior');
  await choose(form, 'Work mode', 'Remote');
  await choose(form, 'Employment type', 'Contract');
  const skills = input(form, 'Skills');
  fireEvent.change(skills, { target: { value: 'Go' } });
  fireEvent.keyDown(skills, { key: 'Enter' });
  // A comma ends a skill too; the one typed last is added when the field is left.
  fireEvent.change(skills, { target: { value: 'Kubernetes, Terraform' } });
  fireEvent.blur(skills);
  return form;
};

describe('Write it for me (Create Job Description)', () => {
  it('writes a draft from a brief, shows it in the job form beside a live preview, and saves it only on Save draft', async () => {
    serveJobs(fetchMock, []);
    const router = renderJobs('/zara/create-job-description');
    const form = await typeBrief();
    expect(
      within(form)
        .getAllByRole('button', { name: /^Remove / })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Remove Go', 'Remove Kubernetes', 'Remove Terraform']);
    fireEvent.click(within(form).getByRole('button', { name: 'Write draft' }));

    const editor = await screen.findByRole('region', { name: 'Edit the draft' });
    expect(params(router)).toEqual({ mode: 'write' });
    expect(bodyOf('/api/job-description/generate')).toEqual({
      title: 'Platform Engineer',
      seniority: 'senior',
      department: 'Engineering',
      location: 'Berlin',
      workplace_type: 'remote',
      employment_type: 'contract',
      skills: ['Go', 'Kubernetes', 'Terraform'],
    });
    expect(screen.getByRole('status').textContent).toContain(`${jobMessages.draftByTemplate}. Nothing is saved yet`);
    // The whole draft in the form, every field editable.
    expect(input(editor, 'Job title').value).toBe('Platform Engineer');
    expect(within(editor).getByRole('combobox', { name: 'Seniority' }).textContent).toBe('Senior');
    expect(within(editor).getByRole('combobox', { name: 'Workplace type' }).textContent).toBe('Remote');
    expect(input(editor, 'Must-have requirements').value).toBe(
      '5+ years of experience\nExperience with Go\nExperience with Kubernetes\nExperience with Terraform',
    );
    expect(input(editor, 'Benefits').value).toBe('30 days of paid holiday\nA learning budget');
    expect(input(editor, 'Skills').value).toBe('Go, Kubernetes, Terraform');

    // The preview follows what is typed.
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByTestId('job-preview-title').textContent).toBe('Platform Engineer');
    fireEvent.change(input(editor, 'Job title'), { target: { value: 'Staff Platform Engineer' } });
    fireEvent.change(input(editor, 'Nice-to-have requirements'), { target: { value: 'Rust\nOn-call experience' } });
    fireEvent.change(input(editor, 'Minimum salary'), { target: { value: '90000' } });
    fireEvent.change(input(editor, 'Maximum salary'), { target: { value: '110000' } });
    await waitFor(() =>
      expect(within(preview).getByTestId('job-preview-title').textContent).toBe('Staff Platform Engineer'),
    );
    await waitFor(() =>
      expect(
        within(within(preview).getByTestId('job-nice-to-have'))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Rust', 'On-call experience']),
    );
    expect(within(preview).getByTestId('job-salary').textContent).toBe('€90,000 – €110,000');

    fireEvent.change(input(editor, 'Openings'), { target: { value: '2' } });
    fireEvent.change(input(editor, 'Application deadline'), { target: { value: '2026-12-31' } });
    fireEvent.change(input(editor, 'Hiring manager'), { target: { value: 'Dana Reyes' } });
    // Nothing was saved while writing and editing.
    expect(requestsOf(fetchMock).filter((request) => request.path === '/api/job-description/')).toEqual([]);

    fireEvent.click(within(editor).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zara/job-listings/job-new-1'));
    expect(toast.success).toHaveBeenCalledWith(jobMessages.created);
    expect(bodyOf('/api/job-description/')).toMatchObject({
      title: 'Staff Platform Engineer',
      seniority: 'senior',
      workplace_type: 'remote',
      employment_type: 'contract',
      salary_min: 90_000,
      salary_max: 110_000,
      salary_currency: 'EUR',
      nice_to_have: ['Rust', 'On-call experience'],
      benefits: ['30 days of paid holiday', 'A learning budget'],
      skills: ['Go', 'Kubernetes', 'Terraform'],
      application_deadline: '2026-12-31',
      openings: 2,
      hiring_manager: 'Dana Reyes',
    });
    const detail = await screen.findByTestId('job-detail');
    expect(within(detail).getByTestId('job-seniority').textContent).toBe('Senior');
    expect(within(detail).getByTestId('job-openings').textContent).toBe('2');
    expect(within(detail).getByTestId('job-hiring-manager').textContent).toBe('Dana Reyes');
  });

  it('says what is missing before asking, shows the server’s refusal at its field, and a failure above the button', async () => {
    let answer: Response | undefined = json({ error_message: jobMessages.briefSkillsMax }, 400);
    serveJobs(fetchMock, [], { answer: ({ path }) => (path === '/generate' ? answer : undefined) });
    renderJobs('/zara/create-job-description');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Write it for me' }), { button: 0 });
    const form = screen.getByRole('tabpanel', { name: 'Write it for me' });
    fireEvent.click(within(form).getByRole('button', { name: 'Write draft' }));
    expect(await within(form).findByText(jobMessages.titleRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(input(form, 'Job title'), { target: { value: 'Chef' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Write draft' }));
    await waitFor(() => expect(within(form).getByText(jobMessages.briefSkillsMax)).toBeTruthy());
    expect(input(form, 'Skills').getAttribute('aria-invalid')).toBe('true');

    answer = json({ error_message: 'Something went wrong. Please try again later.' }, 500);
    fireEvent.click(within(form).getByRole('button', { name: 'Write draft' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe('Something went wrong. Please try again later.'),
    );
    // The form reports it: no toast besides.
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows that it is writing, says when the template stood in for the model, and starts over', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    serveJobs(fetchMock, []);
    // The draft is answered once released, with the fallback's sentence.
    const fake = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (request, init) => {
      if (String(request).endsWith('/generate')) {
        await held;
        return json(
          { message: jobMessages.draftModelFailed, total: 1, data: (await (await fake(request, init)).json()).data },
          200,
        );
      }
      return fake(request, init);
    });
    const router = renderJobs('/zara/create-job-description');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Write it for me' }), { button: 0 });
    const form = screen.getByRole('tabpanel', { name: 'Write it for me' });
    fireEvent.change(input(form, 'Job title'), { target: { value: 'Barista' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Write draft' }));
    const button = await within(form).findByRole('button', { name: 'Writing draft…' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(input(form, 'Job title').closest('fieldset')?.disabled).toBe(true);
    expect(within(form).getByRole('status').textContent).toBe('Writing the job description…');

    release();
    const editor = await screen.findByRole('region', { name: 'Edit the draft' });
    expect(
      screen.getAllByRole('status').some((status) => status.textContent?.startsWith(jobMessages.draftModelFailed)),
    ).toBe(true);
    // The draft is not saved anywhere: starting over asks first.
    fireEvent.click(within(editor).getByRole('button', { name: 'Start over' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(params(router)).toEqual({}));
    expect(await screen.findByRole('tab', { name: 'Paste text' })).toBeTruthy();

    // A discarded draft is gone from the tab too: the brief is asked for again.
    void router.navigate('/zara/create-job-description?mode=write');
    const again = await screen.findByRole('region', { name: 'Write it for me' });
    expect(within(again).getByRole('button', { name: 'Write draft' })).toBeTruthy();
  });

  it('keeps a written draft and its edits in the tab across a reload, until it is saved', async () => {
    serveJobs(fetchMock, []);
    renderJobs('/zara/create-job-description');
    const form = await typeBrief();
    fireEvent.click(within(form).getByRole('button', { name: 'Write draft' }));
    const editor = await screen.findByRole('region', { name: 'Edit the draft' });
    fireEvent.change(input(editor, 'Job title'), { target: { value: 'Staff Platform Engineer' } });
    await waitFor(() =>
      expect(sessionStorage.getItem('agentdesk.written-job-draft')).toContain('Staff Platform Engineer'),
    );

    // The page loaded again in the same tab: the draft is back as it was left.
    cleanup();
    const second = renderJobs('/zara/create-job-description?mode=write');
    const restored = await screen.findByRole('region', { name: 'Edit the draft' });
    expect(input(restored, 'Job title').value).toBe('Staff Platform Engineer');

    fireEvent.click(within(restored).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(second.state.location.pathname).toMatch(/^\/zara\/job-listings\/job-new-/));
    expect(bodyOf('/api/job-description/')).toMatchObject({ title: 'Staff Platform Engineer' });
    expect(sessionStorage.getItem('agentdesk.written-job-draft')).toBeNull();
  });
});
