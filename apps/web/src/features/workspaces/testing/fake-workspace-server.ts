import type { Invitation, Member, Workspaces } from '@agentdesk/shared';
import type { Mock } from 'vitest';
import { workspacesBody } from '../../../test/workspaces.ts';

export type SentRequest = { method: string; path: string; body: unknown };

const ok = (data: unknown) => Response.json({ message: 'ok', total: Array.isArray(data) ? data.length : 1, data });

export const makeMember = (member: Partial<Member> & Pick<Member, 'user_id' | 'username'>): Member => ({
  email: `${member.username.toLowerCase().replace(/\s+/g, '.')}@example.com`,
  role: 'member',
  joined_at: '2026-03-01T10:00:00.000Z',
  ...member,
});

export const makeInvitation = (invitation: Partial<Invitation> & Pick<Invitation, 'id' | 'email'>): Invitation => ({
  role: 'member',
  status: 'pending',
  invited_by: 'Ada',
  created_at: new Date(Date.now() - 3_600_000).toISOString(),
  expires_at: new Date(Date.now() + 6 * 86_400_000).toISOString(),
  ...invitation,
});

type Options = {
  workspaces: Workspaces;
  members?: Member[];
  invitations?: Invitation[];
  /** Answers a request the default routes do not (or answers differently); undefined falls through. */
  override?: (request: SentRequest) => Response | undefined;
};

/**
 * The workspaces endpoints as the server answers them, on a fetch mock: GET /workspaces, the
 * members and invitations, and every change (recorded in `sent`, in order). Leaving and deleting
 * answer null, as the server does (it ends the session in that workspace).
 */
export const fakeWorkspaceServer = (
  fetchMock: Mock<typeof fetch>,
  { workspaces, members: initialMembers = [], invitations = [], override }: Options,
) => {
  const sent: SentRequest[] = [];
  let members = [...initialMembers];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const request = {
      method,
      path: `${url.pathname}${url.search}`,
      // An upload's form as it was sent, else the JSON body read back.
      body:
        init?.body === undefined || init.body instanceof FormData
          ? init?.body
          : (JSON.parse(String(init.body)) as unknown),
    };
    if (method !== 'GET') sent.push(request);
    const answer = override?.(request);
    if (answer !== undefined) return answer;
    if (url.pathname === '/api/workspaces') return Response.json(workspacesBody(workspaces));
    if (url.pathname === '/api/workspaces/current/members') return ok(members);
    // Every change of the members answers with the list as it is now.
    const memberId = /^\/api\/workspaces\/current\/members\/(.+)$/.exec(url.pathname)?.[1];
    if (memberId !== undefined && method === 'PATCH') {
      const { role } = request.body as { role: Member['role'] };
      members = members.map((member) => (member.user_id === memberId ? { ...member, role } : member));
      return ok(members);
    }
    if (memberId !== undefined && method === 'DELETE') {
      members = members.filter((member) => member.user_id !== memberId);
      return ok(members);
    }
    if (url.pathname === '/api/workspaces/current/transfer') {
      const { user_id: newOwner } = request.body as { user_id: string };
      members = members.map((member) =>
        member.user_id === newOwner
          ? { ...member, role: 'owner' }
          : member.role === 'owner'
            ? { ...member, role: 'admin' }
            : member,
      );
      return ok(members);
    }
    if (url.pathname === '/api/workspaces/current/invitations' && method === 'GET') return ok(invitations);
    if (url.pathname === '/api/workspaces/current/invitations' && method === 'POST') {
      const { email, role } = request.body as { email: string; role: Invitation['role'] };
      return ok({ ...makeInvitation({ id: 'inv-new', email, role }), link: '/invitation?token=new-token-0123456789' });
    }
    if (url.pathname.endsWith('/resend'))
      return ok({
        ...makeInvitation({ id: 'inv-1', email: 'alan@example.com' }),
        link: 'http://localhost/invitation?token=resent-token-0123456789',
      });
    if (url.pathname === '/api/workspaces/current' && method === 'PATCH') {
      const { name } = request.body as { name: string };
      return Response.json(workspacesBody({ ...workspaces, current: { ...workspaces.current, name } }));
    }
    return ok(null);
  });
  return { sent };
};
