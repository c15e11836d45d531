import type { InboxCall, InboxMail } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { useInboxWorkspaces } from '../../test/inbox-workspaces-testing.ts';

// Every inbox route across workspaces: a member of another workspace finds none of the first
// workspace's items (404, nothing written), and a viewer reads but may not write (403).
// inbox-workspaces-chats.test.ts: where chat deliveries and replies go.

const { t, as, first, other, viewerToken, snapshot, writesToFirst } = useInboxWorkspaces();

describe('inbox: workspaces', () => {
  it("lists none of another workspace's items, in any tab, folder, count or search", async () => {
    const them = as(other.token);
    const mails = await them.list('tab=mails');
    expect(mails.data.map((m) => m.id)).toEqual([other.mailId]);
    expect(mails.counts?.platforms['all']).toBe(1);
    for (const folder of ['sent', 'drafts', 'quarantine'])
      expect((await them.list(`tab=mails&folder=${folder}`)).total, folder).toBe(0);
    expect((await them.list('tab=mails&search=priya')).total).toBe(0);
    expect((await them.list('tab=mails&search=salary')).total).toBe(0);
    const chats = await them.list('tab=chats');
    expect(chats.data.map((c) => c.id)).toEqual([other.chatId]);
    expect((await them.list('tab=chats&search=first')).total).toBe(0);
    const callList = await them.list('tab=calls');
    expect(callList.data.map((c) => `${c.id}:${(c as InboxCall).name}`).sort()).toEqual([
      'voice_shared:',
      'wa_call_1:Bertha',
    ]);
    expect(callList.counts?.platforms).toEqual({ all: 2, voice: 1, whatsapp: 1 });

    // And the first workspace sees its own only.
    const own = as(t.token);
    expect((await own.list('tab=mails')).data.map((m) => (m as InboxMail).name)).toEqual(['Priya Raman']);
    expect((await own.list('tab=mails&search=bob')).total).toBe(0);
    expect((await own.list('tab=calls')).total).toBe(3);
  });

  it("answers 404 to a member of another workspace for each of the first workspace's items, and writes nothing", async () => {
    const them = as(other.token);
    const before = await snapshot();
    const reads = [
      `/inbox/${first.mailId}?tab=mails`,
      `/inbox/${first.chatId}?tab=chats`,
      '/inbox/voice_first?tab=calls',
      `/inbox/quarantine/${first.quarantineId}`,
    ];
    for (const url of reads) {
      const response = await them.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error_message, url).toMatch(/^No /);
    }
    for (const [method, url, payload] of writesToFirst()) {
      const response = await them.send(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error_message, `${method} ${url}`).toMatch(/^No /);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('keeps ids that both workspaces use apart: a chat contact, a WhatsApp call, a voice call', async () => {
    const them = as(other.token);
    expect(other.chatId).not.toBe(first.chatId);
    const chat = (await them.get(`/inbox/${other.chatId}?tab=chats`)).json().data;
    expect(chat.messages.map((m: { text: string }) => m.text)).toEqual(['Hello second business']);

    const whatsapp = await them.send('PATCH', '/inbox/wa_call_1', { tab: 'calls', state: 'follow_up' });
    expect(whatsapp.statusCode, whatsapp.body).toBe(200);
    expect(whatsapp.json().data).toMatchObject({ name: 'Bertha', state: 'follow_up' });
    const firstWhatsapp = (await as(t.token).get('/inbox/wa_call_1?tab=calls')).json().data;
    expect(firstWhatsapp).toMatchObject({ name: 'Meera', state: 'new' });

    const voice = (await them.get('/inbox/voice_shared?tab=calls')).json().data;
    expect(voice).toMatchObject({ summary: 'Shared id, second business', transcript: 'Agent: second transcript' });
    const firstVoice = (await as(t.token).get('/inbox/voice_shared?tab=calls')).json().data;
    expect(firstVoice).toMatchObject({ summary: 'Shared id, first business', transcript: 'Agent: first transcript' });
  });

  it('lets a viewer read the inbox and refuses every write with 403, writing nothing', async () => {
    const viewer = as(viewerToken());
    expect((await viewer.list('tab=mails')).data.map((m) => m.id)).toEqual([first.mailId]);
    for (const url of [
      `/inbox/${first.mailId}?tab=mails`,
      `/inbox/${first.chatId}?tab=chats`,
      '/inbox/voice_first?tab=calls',
      `/inbox/quarantine/${first.quarantineId}`,
      '/inbox/pulse',
    ]) {
      expect((await viewer.get(url)).statusCode, url).toBe(200);
    }
    const before = await snapshot();
    for (const [method, url, payload] of [
      ...writesToFirst(),
      ['POST', '/inbox/mails', { to: 'someone@example.com', subject: 'Hi', text: 'Hello' }] as const,
    ]) {
      const response = await viewer.send(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error_message, `${method} ${url}`).toBe('Your role in this workspace does not allow this');
    }
    expect(await snapshot()).toEqual(before);
  });
});
