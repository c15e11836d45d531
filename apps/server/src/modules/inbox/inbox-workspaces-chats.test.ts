import type { InboxChat } from '@agentdesk/shared';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages, chatThreads } from '../../db/schema.ts';
import { sampleAgents } from '../../seed/sample-agents.ts';
import { CONVERSATIONS, useInboxWorkspaces } from '../../test/inbox-workspaces-testing.ts';
import { postSignedWebhook } from '../../test/test-app.ts';
import { upsertAgents } from '../agents/index.ts';
import { postToWorkspace } from './inbox-test-client.ts';

// Chats across workspaces: a delivery lands only in the workspace its address names, and a reply
// goes out only as one of the workspace's own agents.

const { t, as, chatFrom, first, other } = useInboxWorkspaces();

describe('inbox: workspaces', () => {
  it('stores a conversations delivery only in the workspace its address names, signed with that workspace’s key', async () => {
    const chatsIn = async (workspaceId: string) =>
      (await t.database.db.select({ n: count() }).from(chatThreads).where(eq(chatThreads.workspaceId, workspaceId)))[0]!
        .n;
    const before = [await chatsIn(first.workspaceId), await chatsIn(other.workspaceId)];
    const delivery = {
      ...chatFrom('Nobody', 'wa-x', 'Which business?'),
      contact: { id: '+919800000077', name: 'Nobody' },
    };
    // The environment's key is the first workspace's, not the other's.
    expect((await postSignedWebhook(t, `${CONVERSATIONS}?workspace=${other.workspaceId}`, delivery)).statusCode).toBe(
      401,
    );
    expect(
      (await postSignedWebhook(t, `${CONVERSATIONS}?workspace=00000000-0000-4000-8000-000000000000`, delivery))
        .statusCode,
    ).toBe(404);
    expect([await chatsIn(first.workspaceId), await chatsIn(other.workspaceId)]).toEqual(before);
    expect((await postToWorkspace(t, other.workspaceId, CONVERSATIONS, delivery)).statusCode).toBe(204);
    expect([await chatsIn(first.workspaceId), await chatsIn(other.workspaceId)]).toEqual([before[0], before[1]! + 1]);
  });

  it("replies only as one of the workspace's own agents", async () => {
    // An agent only the first workspace has (the other's calls create agents of their own, 'zara' among them).
    await upsertAgents({
      db: t.database.db,
      workspaceId: first.workspaceId,
      records: [...sampleAgents, { ...sampleAgents[0]!, agent_id: 'first-only', agent_name: 'First only' }],
    });
    const refused = await as(other.token).send('POST', `/inbox/${other.chatId}/reply`, {
      tab: 'chats',
      text: 'Hello',
      agent_id: 'first-only',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_message).toBe("No agent 'first-only' to reply as");
    const [unsent] = await t.database.db
      .select({ n: count() })
      .from(chatMessages)
      .where(and(eq(chatMessages.threadId, other.chatId), eq(chatMessages.direction, 'out')));
    expect(unsent!.n).toBe(0);
    const own = await as(t.token).send('POST', `/inbox/${first.chatId}/reply`, {
      tab: 'chats',
      text: 'Hello',
      agent_id: 'zara',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect((own.json().data as { delivery_status: string }).delivery_status).toBe('local');
    const chat = (await as(t.token).get(`/inbox/${first.chatId}?tab=chats`)).json().data as InboxChat & {
      messages: { agent_name: string | null }[];
    };
    expect(chat.messages.at(-1)?.agent_name).toBe('Zara (Recruiting)');
  });
});
