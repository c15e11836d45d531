import type { ProviderCall } from '@agentdesk/shared';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chatMessages, chatThreads, mailDrafts, mailMessages, mailThreads, whatsappCalls } from '../db/schema.ts';
import { platformOf, recordOutboundMessage, summaryOf } from '../mail/mail-store.ts';
import { createRng, hex8, type Rng } from './prng.ts';

// The inbox part of the sample data set, loaded into one workspace: every tab, platform and
// lifecycle state filled, the same on every start for a given `now` (seeded randomness only).
// Message-IDs carry the workspace id: a reply to a sample mail routes by them (inbound-routing.ts),
// so two workspaces holding the sample data never share one.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const mailContacts = [
  ['Priya Raman', 'priya.raman@gmail.com'],
  ['Tom Becker', 'tom.becker@outlook.com'],
  ['Aisha Khan', 'aisha.khan@gmail.com'],
  ['Lukas Meyer', 'lukas.meyer@hotmail.com'],
  ['Sofia Rossi', 'sofia.rossi@gmail.com'],
  ['James Carter', 'james.carter@live.com'],
  ['Mei Lin', 'mei.lin@gmail.com'],
  ['Daniel Okafor', 'daniel.okafor@outlook.com'],
  ['Elena Petrova', 'elena.petrova@gmail.com'],
  ['Rahul Mehta', 'rahul.mehta@outlook.com'],
  ['Hannah Schulz', 'hannah.schulz@gmail.com'],
  ['Omar Haddad', 'omar.haddad@hotmail.com'],
] as const;

const mailTopics = [
  [
    'Loan documents for my application',
    'Hi, I have attached my last three salary slips and the bank statement. Could you confirm the loan application is complete?',
  ],
  [
    'Rescheduling the interview',
    'Hello, something came up on Thursday. Would Friday at 11 AM work for the second-round interview instead?',
  ],
  [
    'Question about the backend role',
    'Is the backend engineer position open to remote candidates, and which time zones does the team work in?',
  ],
  [
    'POS terminal not connecting',
    'Our card terminal has not connected since the update this morning. Can someone call us back today?',
  ],
  ['Offer letter received', 'Thank you for the offer letter. I have a question about the notice period before I sign.'],
  [
    'Follow-up on our call',
    'Following up on the call with your assistant yesterday. I would like to go ahead with the premium plan.',
  ],
] as const;

type ChatContact = readonly [platform: 'whatsapp' | 'linkedin', ref: string, name: string, topic?: CallTopic];

const chatContacts: readonly ChatContact[] = [
  ['whatsapp', '+919820011001', 'Ravi Kumar'],
  ['whatsapp', '+919820011002', 'Neha Sharma'],
  ['whatsapp', '+14155550143', 'Chris Evans'],
  ['whatsapp', '+447700900123', 'Olivia Brown'],
  ['whatsapp', '+919820011003', 'Arjun Nair'],
  ['whatsapp', '+4915112345678', 'Felix Wagner'],
  ['linkedin', 'li-anna-schmidt', 'Anna Schmidt'],
  ['linkedin', 'li-marco-bianchi', 'Marco Bianchi'],
  ['linkedin', 'li-grace-ho', 'Grace Ho'],
  ['linkedin', 'li-samuel-adeyemi', 'Samuel Adeyemi'],
  ['linkedin', 'li-julia-novak', 'Julia Novak'],
  ['linkedin', 'li-kenji-sato', 'Kenji Sato'],
];

/** The agents whose customers write on WhatsApp after a call (zara's calls are with candidates). */
type CallTopic = 'loan-qualifier' | 'loan-documents' | 'pos-qualifier';
const isCallTopic = (agentId: unknown): agentId is CallTopic =>
  agentId === 'loan-qualifier' || agentId === 'loan-documents' || agentId === 'pos-qualifier';

/** What a customer writes after a call with each agent. */
const topicLines: Record<CallTopic, readonly string[]> = {
  'loan-qualifier': [
    'Hi, about the loan we discussed on the call: which documents do I need?',
    'Can I repay the loan early?',
    'Thanks, I will send them today.',
  ],
  'loan-documents': [
    'I sent my salary slips yesterday, did you receive them?',
    'The upload link from the call does not open for me.',
    'Which months of bank statements do you need?',
  ],
  'pos-qualifier': [
    'Following the call: how soon can the card terminal be installed?',
    'What is the fee per card payment?',
    'The payment link does not work for me.',
  ],
};

/** How many WhatsApp contacts are customers of sample calls. */
const CALLED_CONTACTS = 3;

/**
 * The chat contacts: the first WhatsApp ones are the customers of the newest sample voice calls (not
 * zara's, a few hours old at least), by the name and number the call has, so a call's contact opens
 * their chat and the chat talks about the call; the fixed ones when no sample calls were loaded.
 */
const chatContactsOf = (calls: readonly ProviderCall[], now: number): readonly ChatContact[] => {
  const called: ChatContact[] = [];
  for (const call of [...calls].sort((x, y) => (y.start_timestamp ?? 0) - (x.start_timestamp ?? 0))) {
    const number = call.direction === 'outbound' ? call.to_number : call.from_number;
    const name = call.call_analysis?.custom_analysis_data?.name;
    if (called.length === CALLED_CONTACTS) break;
    if (
      !isCallTopic(call.agent_id) ||
      !number ||
      !name ||
      (call.start_timestamp ?? now) > now - 3 * HOUR ||
      called.some(([, ref]) => ref === number)
    )
      continue;
    called.push(['whatsapp', number, name, call.agent_id]);
  }
  return [...called, ...chatContacts.slice(called.length)];
};

const chatLines = [
  'Hi, is the position still open?',
  'I sent my CV yesterday, did you receive it?',
  'Can we move the call to tomorrow?',
  'What documents do I need for the loan?',
  'Thanks for the quick answer!',
  'Is there parking at the office?',
  'I would like to know the salary range.',
  'The payment link does not work for me.',
] as const;

const agentLines = [
  'Thanks for reaching out! Let me check that for you.',
  'Yes, it is. Would you like to book a screening call?',
  'Got it, I have updated your details.',
] as const;

const waCallSummaries = [
  'Candidate asked about the interview process and next steps.',
  'Customer confirmed the delivery address for the documents.',
  'Caller could not be reached.',
  'Asked to call back after 6 PM.',
  '',
] as const;

const mailStates = ['unread', 'follow_up', 'closed'] as const;
const chatStates = ['new', 'active', 'closed'] as const;
const callStates = ['new', 'follow_up', 'completed'] as const;
const callStatuses = ['completed', 'missed', 'cancelled'] as const;

const sampleFrom = { address: 'inbox@agentdesk.local', name: 'AgentDesk' };

type SeedTarget = { db: Db; workspaceId: string; rng: Rng; now: number };
type ChatsTarget = SeedTarget & { contacts: readonly ChatContact[] };

const seedMails = async ({ db, workspaceId, rng, now }: SeedTarget) => {
  let created = 0;
  await db.transaction(async (tx) => {
    for (const [index, [name, email]] of mailContacts.entries()) {
      const [subject, text] = mailTopics[index % mailTopics.length]!;
      const at = new Date(now - (index * 7 + rng.int(1, 6)) * HOUR);
      const messageId = `sample-${hex8(index + 1)}.${workspaceId}@${email.split('@')[1]}`;
      const [thread] = await tx
        .insert(mailThreads)
        .values({
          workspaceId,
          subject,
          contactName: name,
          contactEmail: email,
          platform: platformOf(email),
          state: mailStates[index % 3],
          isRead: mailStates[index % 3] !== 'unread',
          summary: summaryOf(text),
          hasInbound: true,
          lastMessageAt: at,
          createdAt: at,
        })
        .returning({ id: mailThreads.id });
      // Every fourth mail is HTML with a remote image: shows the held-back images in the detail.
      const html =
        index % 4 === 1
          ? `<p>${text}</p><p><img src="https://images.example.com/signature-${index}.png" alt="Signature"></p>`
          : null;
      await tx.insert(mailMessages).values({
        workspaceId,
        threadId: thread!.id,
        direction: 'in',
        messageId,
        fromAddress: email,
        fromName: name,
        toAddress: sampleFrom.address,
        subject,
        textBody: text,
        htmlBody: html,
        createdAt: at,
      });
      // Follow-ups and closed ones have our answer in the thread (and in Sent).
      if (index % 3 !== 0) {
        const replyAt = new Date(at.getTime() + rng.int(5, 50) * MINUTE);
        await recordOutboundMessage(tx, {
          workspaceId,
          threadId: thread!.id,
          fromAddress: sampleFrom.address,
          fromName: sampleFrom.name,
          toAddress: email,
          toName: name,
          subject: `Re: ${subject}`,
          text: 'Thank you for your message. We have noted it and will get back to you shortly.',
          messageId: `sample-reply-${hex8(index + 1)}.${workspaceId}@agentdesk.local`,
          inReplyTo: messageId,
          references: [messageId],
          createdAt: replyAt,
        });
      }
      created += 1;
    }
    await tx.insert(mailDrafts).values([
      {
        workspaceId,
        toAddress: 'hiring-team@agentdesk.local',
        subject: 'Shortlist for the backend role',
        textBody: 'Hi team, here are the five candidates I would like to interview next week:',
        updatedAt: new Date(now - 2 * HOUR),
      },
      { workspaceId, toAddress: '', subject: 'Quarterly update', textBody: '', updatedAt: new Date(now - 26 * HOUR) },
    ]);
  });
  return created;
};

const seedChats = async ({ db, workspaceId, rng, now, contacts }: ChatsTarget) => {
  await db.transaction(async (tx) => {
    for (const [index, [platform, ref, name, topic]] of contacts.entries()) {
      const state = chatStates[index % 3]!;
      const turns = rng.int(2, 5);
      const start = now - (index * 5 + rng.int(1, 4)) * HOUR;
      let at = start;
      let written = 0;
      // A customer after a call asks each question once (with no answer yet, they ask them all in turn).
      const length = topic !== undefined && state === 'new' ? Math.min(turns, topicLines[topic].length) : turns;
      const lines = Array.from({ length }, (_, turn) => {
        at += turn === 0 ? 0 : rng.int(2, 20) * MINUTE;
        const isOurs = state !== 'new' && turn % 2 === 1;
        // A customer after a call asks their questions in order; the others say anything.
        const theirs = () =>
          topic === undefined ? rng.pick(chatLines) : topicLines[topic][written++ % topicLines[topic].length]!;
        return {
          direction: isOurs ? ('out' as const) : ('in' as const),
          text: isOurs ? rng.pick(agentLines) : theirs(),
          at: new Date(at),
        };
      });
      const last = lines.at(-1)!;
      // Unread: what the contact wrote after our last answer.
      const unread = lines.length - 1 - lines.map((l) => l.direction).lastIndexOf('out');
      const [thread] = await tx
        .insert(chatThreads)
        .values({
          workspaceId,
          platform,
          contactRef: ref,
          contactName: name,
          contactEmail: platform === 'linkedin' ? `${ref.slice(3).replace(/-/g, '.')}@example.com` : '',
          state,
          lastMessage: summaryOf(last.text),
          lastMessageAt: last.at,
          unreadCount: state === 'closed' ? 0 : unread,
          createdAt: lines[0]!.at,
        })
        .returning({ id: chatThreads.id });
      await tx.insert(chatMessages).values(
        lines.map((l, turn) => ({
          workspaceId,
          threadId: thread!.id,
          direction: l.direction,
          externalId: l.direction === 'in' ? `sample-${ref}-${turn}` : null,
          text: l.text,
          status: l.direction === 'in' ? ('received' as const) : ('sent' as const),
          createdAt: l.at,
        })),
      );
    }
  });
  return contacts.length;
};

const seedWhatsappCalls = async ({ db, workspaceId, rng, now, contacts }: ChatsTarget) => {
  const rows = Array.from({ length: 12 }, (_, index) => {
    const [, ref, name] = contacts[index % 6]!;
    const status = callStatuses[index % 3]!;
    return {
      workspaceId,
      id: `wa_call_${hex8(index + 1)}`,
      contactRef: ref,
      contactName: name,
      businessNumber: '+918045678900',
      direction: index % 4 === 3 ? ('outbound' as const) : ('inbound' as const),
      status,
      startTimestamp: now - (index * 9 + rng.int(1, 8)) * HOUR,
      durationMs: status === 'completed' ? rng.int(40, 600) * 1000 : 0,
      summary:
        status === 'completed'
          ? rng.pick(waCallSummaries.slice(0, 2))
          : status === 'missed'
            ? 'Caller could not be reached.'
            : '',
      state: callStates[Math.floor(index / 3) % 3]!,
    };
  });
  await db.insert(whatsappCalls).values(rows);
  return rows.length;
};

export type InboxSeedReport = { mails: number; chats: number; whatsappCalls: number };

/**
 * Loads each inbox part into the workspace where it is empty; a filled one is left alone. With the
 * sample calls just loaded (`sampleCalls`), some WhatsApp contacts are those calls' customers.
 */
export const seedInbox = async ({
  db,
  workspaceId,
  now,
  sampleCalls = [],
}: {
  db: Db;
  workspaceId: string;
  now: number;
  sampleCalls?: readonly ProviderCall[];
}): Promise<InboxSeedReport> => {
  const contacts = chatContactsOf(sampleCalls, now);
  const report: InboxSeedReport = { mails: 0, chats: 0, whatsappCalls: 0 };
  const isEmpty = async (table: typeof mailThreads | typeof chatThreads | typeof whatsappCalls) =>
    (await db.select({ n: count() }).from(table).where(eq(table.workspaceId, workspaceId)))[0]?.n === 0;
  if (await isEmpty(mailThreads)) report.mails = await seedMails({ db, workspaceId, rng: createRng(501), now });
  if (await isEmpty(chatThreads))
    report.chats = await seedChats({ db, workspaceId, rng: createRng(502), now, contacts });
  if (await isEmpty(whatsappCalls)) {
    report.whatsappCalls = await seedWhatsappCalls({ db, workspaceId, rng: createRng(503), now, contacts });
    // The sample voice calls spread over the calls lifecycle too (by their deterministic ids).
    await db.execute(
      sql`update calls set inbox_state = (array['new', 'follow_up', 'completed'])[1 + abs(hashtext(call_id)) % 3] where workspace_id = ${workspaceId} and inbox_state = 'new'`,
    );
  }
  return report;
};
