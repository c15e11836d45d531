// @vitest-environment happy-dom
import type { QaScorecard } from '@agentdesk/shared';
import type { WorkspaceRole } from '@agentdesk/shared/workspace-roles';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QualityRoute } from '../../../app/routes/quality-route.tsx';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { stubSignedInFetch } from '../../../test/stub-signed-in-fetch.ts';
import { agentsAnswer, makeScorecard } from '../testing/make-scorecard.ts';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  cleanup();
  toast.success.mockReset();
  toast.error.mockReset();
});

type Sent = { method: string; path: string; body: unknown };

describe('Quality page', () => {
  const fetchMock = stubSignedInFetch();
  /** What GET /qa/scorecards says of question criteria (a language model is set up). */
  let questions = true;
  afterEach(() => (questions = true));

  /** The page at /quality; GET /qa/scorecards answers `list` (or fails), a write answers `write`. */
  const open = (
    role: WorkspaceRole,
    list: QaScorecard[] | 'fails' | 'never',
    write: (sent: Sent) => Response = (sent) =>
      Response.json({
        message: 'ok',
        total: 1,
        data: makeScorecard({ name: (sent.body as { name?: string } | undefined)?.name }),
      }),
  ) => {
    const sent: Sent[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (url.pathname === '/api/agents') return agentsAnswer();
      if (method !== 'GET') {
        const body = init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown);
        const one = { method, path: url.pathname, body };
        sent.push(one);
        return write(one);
      }
      // Every criterion without corrections yet (scorecard-agreement.test.tsx shows the figures).
      if (url.pathname.endsWith('/agreement'))
        return Response.json({
          message: 'ok',
          total: 1,
          data: [
            {
              criterion_id: crypto.randomUUID(),
              label: 'Recording disclosure',
              corrections: 0,
              agreed: 0,
              agreement_rate: null,
              outdated: 0,
            },
          ],
        });
      if (url.pathname === '/api/qa/scorecards') {
        if (list === 'never') return new Promise<Response>(() => undefined);
        if (list === 'fails') return Response.json({ error_message: 'The database is unavailable' }, { status: 503 });
        return Response.json({ message: 'ok', total: list.length, data: list, questions_available: questions });
      }
      return Response.json({ error_message: 'Not found' }, { status: 404 });
    });
    renderRoutes([{ path: 'quality', element: <QualityRoute /> }], '/quality', { role });
    return sent;
  };

  it('shows a skeleton while the scorecards load', async () => {
    open('member', 'never');
    expect(await screen.findByRole('status', { name: 'Loading the scorecards' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Quality' })).toBeTruthy();
  });

  it('lists each scorecard with its agents by name, its criteria and its version', async () => {
    open('member', [
      makeScorecard(),
      makeScorecard({
        id: '5e1d0c9b-8a7f-4e6d-9c5b-4a3f2e1d0c9b',
        name: 'Screening',
        agent_ids: ['zara'],
        agent_versions: [3, 4],
        version: 1,
        criteria: [makeScorecard().criteria[0]!],
      }),
    ]);
    const rows = await screen.findAllByTestId('scorecard');
    await waitFor(() => expect(rows[0]!.textContent).toContain('Riley, Zara (Recruiting)'));
    await waitFor(() => expect(rows[0]!.textContent).toContain('No corrections yet'));
    expect(rows[0]!.textContent).toBe(
      'Inbound callsVersion 2Riley, Zara (Recruiting)2 criteria' +
        'Agreement with the automatic results of Inbound callsRecording disclosureNo corrections yet' +
        'Edit Inbound callsDelete Inbound calls',
    );
    expect(rows[1]!.textContent).toContain('Zara (Recruiting) · versions 3, 4');
    expect(rows[1]!.textContent).toContain('1 criterion');
    expect(screen.getByRole('button', { name: 'New scorecard' })).toBeTruthy();
  });

  it('says when there are none, with a create button for members only', async () => {
    open('member', []);
    expect(await screen.findByRole('heading', { name: 'No scorecards yet' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'New scorecard' })).toHaveLength(1);
    cleanup();
    open('viewer', []);
    expect(await screen.findByRole('heading', { name: 'No scorecards yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New scorecard' })).toBeNull();
  });

  it('says what failed and retries', async () => {
    open('member', 'fails');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load the scorecards.');
    expect(alert.textContent).toContain('The database is unavailable');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows a viewer the scorecards without any write control', async () => {
    open('viewer', [makeScorecard()]);
    await screen.findByTestId('scorecard');
    expect(screen.getByText('Members and admins create and change the scorecards.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /New scorecard|Edit|Delete/ })).toBeNull();
  });

  it('creates a scorecard: checked with the schema first, then the exact body is sent', async () => {
    const sent = open('member', []);
    fireEvent.click(await screen.findByRole('button', { name: 'New scorecard' }));
    const dialog = await screen.findByRole('dialog', { name: 'New scorecard' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create scorecard' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one agent')).toBeTruthy();
    expect(within(dialog).getByText('Label is required')).toBeTruthy();
    expect(within(dialog).getByText('Add at least one phrase')).toBeTruthy();
    // Each message is announced with its field.
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-describedby')).toBe('scorecard-name-error');
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Inbound calls ' } });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Riley' }));
    fireEvent.change(within(dialog).getByLabelText('Versions (optional)'), { target: { value: '3, 4' } });
    fireEvent.change(within(dialog).getByLabelText('Label'), { target: { value: 'Recording disclosure' } });
    fireEvent.change(within(dialog).getByLabelText('Weight'), { target: { value: '11' } });
    fireEvent.change(within(dialog).getByLabelText('Phrases, one a line'), {
      target: { value: 'This call may be recorded\n\nthis call is recorded' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create scorecard' }));
    expect(await within(dialog).findByText('Weight must be 1 to 10')).toBeTruthy();
    expect(within(dialog).queryByText('Name is required')).toBeNull();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Weight'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create scorecard' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Scorecard Inbound calls created'));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/qa/scorecards',
        body: {
          name: 'Inbound calls',
          agent_ids: ['riley'],
          agent_versions: [3, 4],
          criteria: [
            {
              label: 'Recording disclosure',
              weight: 3,
              config: {
                kind: 'phrase',
                rule: 'must_say',
                phrases: ['This call may be recorded', 'this call is recorded'],
                speaker: 'agent',
                within: 'first_turns',
                turns: 2,
              },
            },
          ],
          webhook_url: null,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers a question for the model only where a language model is set up', async () => {
    const kindOptions = async () => {
      const dialog = await screen.findByRole('dialog', { name: 'New scorecard' });
      fireEvent.keyDown(within(dialog).getByRole('combobox', { name: 'Kind' }), { key: 'Enter' });
      return screen.findByRole('option', { name: /^Question for the model/ });
    };
    questions = false;
    open('member', []);
    fireEvent.click(await screen.findByRole('button', { name: 'New scorecard' }));
    const unavailable = await kindOptions();
    expect(unavailable.textContent).toBe('Question for the model (no language model is set up)');
    expect(unavailable.getAttribute('aria-disabled')).toBe('true');
    cleanup();

    questions = true;
    open('member', []);
    fireEvent.click(await screen.findByRole('button', { name: 'New scorecard' }));
    const available = await kindOptions();
    expect(available.textContent).toBe('Question for the model');
    expect(available.getAttribute('aria-disabled')).toBeNull();
  });

  it("shows the server's refusal at the field it names", async () => {
    const sent = open('member', [], () =>
      Response.json({ error_message: 'A scorecard named Inbound calls already exists' }, { status: 409 }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'New scorecard' }));
    const dialog = await screen.findByRole('dialog', { name: 'New scorecard' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Inbound calls' } });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Zara (Recruiting)' }));
    fireEvent.change(within(dialog).getByLabelText('Label'), { target: { value: 'Says hello' } });
    fireEvent.change(within(dialog).getByLabelText('Phrases, one a line'), { target: { value: 'hello' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create scorecard' }));
    const message = await within(dialog).findByText('A scorecard named Inbound calls already exists');
    expect(message.id).toBe('scorecard-name-error');
    expect(sent).toHaveLength(1);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('edits a scorecard with its criteria, ids kept, reordered, and sends it with PUT', async () => {
    const scorecard = makeScorecard();
    const sent = open('member', [scorecard]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Inbound calls' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Inbound calls' });
    expect(
      within(dialog)
        .getAllByLabelText('Label')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Recording disclosure', 'Few interruptions']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move criterion 2 up' }));
    // It is first now: its own 'up' is off, so its 'down' keeps the focus.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move criterion 1 down');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save scorecard' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Scorecard Inbound calls saved'));
    const [first, second] = scorecard.criteria;
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: `/api/qa/scorecards/${scorecard.id}`,
        body: {
          name: 'Inbound calls',
          agent_ids: ['riley', 'zara'],
          agent_versions: null,
          criteria: [
            { id: second!.id, label: second!.label, weight: second!.weight, config: second!.config },
            { id: first!.id, label: first!.label, weight: first!.weight, config: first!.config },
          ],
          webhook_url: null,
        },
      },
    ]);
  });

  it('lets an admin set the review webhook and see its signing secret; a member sees it read-only', async () => {
    const scorecard = makeScorecard({ webhook_url: 'https://hooks.example.com/old', webhook_secret: 'whsec_abc123' });
    const sent = open('admin', [scorecard]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Inbound calls' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Inbound calls' });
    const field = within(dialog).getByLabelText<HTMLInputElement>('Review webhook (optional)');
    expect(field.value).toBe('https://hooks.example.com/old');
    expect(within(dialog).getByText('whsec_abc123')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'ftp://hooks.example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save scorecard' }));
    expect(await within(dialog).findByText('webhook_url must be an http(s) URL')).toBeTruthy();
    fireEvent.change(field, { target: { value: ' https://hooks.example.com/reviews ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save scorecard' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Scorecard Inbound calls saved'));
    expect(sent.map((request) => (request.body as { webhook_url: unknown }).webhook_url)).toEqual([
      'https://hooks.example.com/reviews',
    ]);
    cleanup();
    open('member', [{ ...scorecard, webhook_secret: null }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Inbound calls' }));
    const asMember = await screen.findByRole('dialog', { name: 'Edit Inbound calls' });
    expect(within(asMember).getByLabelText<HTMLInputElement>('Review webhook (optional)').disabled).toBe(true);
    expect(within(asMember).getByText('Only an admin can set or change the review webhook.')).toBeTruthy();
  });

  it('deletes a scorecard after asking', async () => {
    const sent = open('member', [makeScorecard()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Inbound calls' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Inbound calls?' });
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete scorecard' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Scorecard Inbound calls deleted'));
    expect(sent).toEqual([
      { method: 'DELETE', path: '/api/qa/scorecards/0b6f2c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d', body: undefined },
    ]);
  });
});
