import { describe, expect, it } from 'vitest';
import {
  composeCampaignMail,
  composeReplyMail,
  fillPlaceholders,
  parseRecipientInfo,
  recipientFields,
} from './campaign-content.ts';

const campaign = {
  campaignName: 'Spring outreach',
  attachmentUri: 'https://files.example.com/b.pdf',
  intent: 'Offer {{company}} a demo',
  sendStaticContent: false,
  subject: '',
  body: 'hello',
};

describe('parseRecipientInfo', () => {
  it('reads JSON objects, key=value pairs and leaves free text unnamed', () => {
    expect(parseRecipientInfo('{"Name":"Asha","Company Name":"Acme","age":31,"tags":["x"]}')).toEqual({
      name: 'Asha',
      company_name: 'Acme',
      age: '31',
    });
    expect(parseRecipientInfo('name=Asha; company=Acme')).toEqual({ name: 'Asha', company: 'Acme' });
    expect(parseRecipientInfo('name = Asha, company = Acme\nrole=CTO')).toEqual({
      name: 'Asha',
      company: 'Acme',
      role: 'CTO',
    });
    expect(parseRecipientInfo('Met at the expo, wants pricing')).toEqual({});
    expect(parseRecipientInfo('name=Asha; met at the expo')).toEqual({});
    expect(parseRecipientInfo('{not json')).toEqual({});
  });
});

describe('fillPlaceholders', () => {
  it('fills known keys case-insensitively, email and info always, unknown ones empty', () => {
    const fields = recipientFields({ email: 'asha@example.com', info: 'name=Asha' });
    expect(fillPlaceholders('Hi {{ NAME }} <{{email}}> [{{info}}] {{missing}}!', fields)).toBe(
      'Hi Asha <asha@example.com> [name=Asha] !',
    );
  });
});

describe('composeCampaignMail', () => {
  it('fills static subject and body, and sends hello for an empty body', async () => {
    const mail = await composeCampaignMail(
      { ...campaign, sendStaticContent: true, subject: 'Hi {{name}}', body: 'For {{company}}' },
      { email: 'a@x.com', info: '{"name":"Asha","company":"Acme"}' },
    );
    expect(mail).toEqual({ subject: 'Hi Asha', text: 'For Acme' });
    expect(
      (
        await composeCampaignMail(
          { ...campaign, sendStaticContent: true, subject: 'S', body: '{{missing}}' },
          { email: 'a@x.com', info: '' },
        )
      ).text,
    ).toBe('hello');
  });

  it('writes from the intent with the deterministic template when no model is configured', async () => {
    const mail = await composeCampaignMail(campaign, { email: 'a@x.com', info: 'name=Asha; company=Acme' });
    expect(mail.subject).toBe('Spring outreach');
    expect(mail.text).toBe(
      'Hello Asha,\n\nOffer Acme a demo\n\nDetails: https://files.example.com/b.pdf\n\nBest regards,\nThe Spring outreach team',
    );
    const free = await composeCampaignMail(campaign, { email: 'a@x.com', info: 'Met at the expo' });
    expect(free.text).toContain('Hello there,');
    expect(free.text).toContain('About you: Met at the expo');
  });

  it('uses the language model when there is one and falls back to the template when it fails', async () => {
    const written = await composeCampaignMail(campaign, { email: 'a@x.com', info: 'name=Asha' }, async (prompt) => {
      expect(prompt.user).toContain('Offer {{company}} a demo');
      return { subject: 'Model subject', text: 'Model body' };
    });
    expect(written).toEqual({ subject: 'Model subject', text: 'Model body' });
    const fallback = await composeCampaignMail(campaign, { email: 'a@x.com', info: 'name=Asha' }, async () => {
      throw new Error('down');
    });
    expect(fallback.text).toContain('Hello Asha,');
  });
});

describe('composeReplyMail', () => {
  it('answers with Re: once and quotes the reply', () => {
    expect(composeReplyMail(campaign, { subject: 'Re: Hello', fromName: 'Asha', text: 'Yes\nplease' })).toMatchObject({
      subject: 'Re: Hello',
    });
    const reply = composeReplyMail(campaign, { subject: 'Hello', fromName: '', text: 'Yes\nplease' });
    expect(reply.subject).toBe('Re: Hello');
    expect(reply.text).toContain('Hello there,');
    expect(reply.text).toContain('> Yes\n> please');
  });
});
