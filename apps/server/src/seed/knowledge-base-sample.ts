import type { Db } from '../db/client.ts';
import { SAMPLE_INTERVIEW_MINUTES } from './hiring-roles.ts';
import { addSources } from '../modules/knowledge-base/knowledge-base-sources.ts';
import { createKnowledgeBase } from '../modules/knowledge-base/knowledge-base.service.ts';

/** The sample knowledge bases: what the sample agents answer from (pasted texts, read by the reader at start). */
export const sampleKnowledgeBases: { name: string; autoRefresh: boolean; texts: { title: string; text: string }[] }[] =
  [
    {
      name: 'Lending products FAQ',
      autoRefresh: false,
      texts: [
        {
          title: 'Personal loan eligibility',
          text: [
            'Applicants must be at least 21 years old, resident in the country for the past three years and have a regular monthly income of at least 25,000.',
            'Salaried applicants need six months with their current employer. Self-employed applicants need two years of filed tax returns.',
            'A credit score of 700 or more qualifies for the standard rate. Scores between 650 and 699 are reviewed by an underwriter and may be offered a higher rate.',
          ].join('\n\n'),
        },
        {
          title: 'Documents for a loan application',
          text: [
            'Identity: a passport, a national identity card or a driving licence.',
            'Address: a utility bill or a bank statement dated within the last three months.',
            'Income: the last three salary slips and six months of bank statements; self-employed applicants send two years of tax returns instead.',
            'If a document is unreadable, the agent asks the customer to upload it again through the secure link sent by text message.',
          ].join('\n\n'),
        },
        {
          title: 'Point-of-sale financing',
          text: [
            'Merchants can offer instalment plans of 3, 6 or 12 months at checkout for purchases between 5,000 and 200,000.',
            'The 3-month plan carries no interest. The 6 and 12-month plans carry a flat processing fee of 1.5% of the purchase.',
            'Approval is given in under two minutes; the customer signs the agreement on the merchant terminal.',
          ].join('\n\n'),
        },
      ],
    },
    {
      name: 'Zara hiring handbook',
      autoRefresh: false,
      texts: [
        {
          title: 'Screening call checklist',
          text: [
            'Confirm the role the candidate applied for and their current location.',
            'Ask about years of experience in the field, notice period, current and expected salary (in lakh a year).',
            'If the expected salary is above the role’s budget, say so and ask whether they still want to go ahead. For engineering roles, ask which stack they use most.',
            `Close by explaining the next step: a ${SAMPLE_INTERVIEW_MINUTES}-minute interview with the hiring manager.`,
          ].join('\n\n'),
        },
        {
          title: 'Interview scheduling rules',
          text: [
            'Interviews are booked on weekdays between 9:00 and 17:00 in the hiring manager’s time zone.',
            'Offer the candidate three slots within the next five working days. If none suits, offer to call back the next day.',
            'Send the confirmation by e-mail with the address of the site, the name of the interviewer and what to bring: an identity document and certificates.',
          ].join('\n\n'),
        },
      ],
    },
  ];

/** Loads the sample knowledge bases into a workspace (only a fresh one: deleted ones do not come back). */
export const seedKnowledgeBases = async ({
  db,
  workspaceId,
  userId,
}: {
  db: Db;
  workspaceId: string;
  userId: string | null;
}): Promise<number> => {
  for (const sample of sampleKnowledgeBases) {
    const base = await createKnowledgeBase(db, {
      workspaceId,
      userId,
      name: sample.name,
      enableAutoRefresh: sample.autoRefresh,
      refreshIntervalMs: 12 * 60 * 60_000,
    });
    const sources = sample.texts.map(({ title, text }) => ({
      type: 'text' as const,
      filename: title,
      bytes: Buffer.from(text, 'utf8'),
    }));
    await addSources(db, { workspaceId, id: base.knowledge_base_id, sources });
  }
  return sampleKnowledgeBases.length;
};
