import { DEFAULT_BODY } from '@agentdesk/shared';

/**
 * Mail text for one recipient. RecipientInfo may be
 *   - a JSON object: {"name": "Asha", "company": "Acme"}
 *   - key=value pairs separated by ';', ',' or new lines: name=Asha; company=Acme
 *   - free text: anything else, available whole as {{info}}.
 * Placeholders are {{key}} (case-insensitive, spaces in keys become '_'); {{email}} and {{info}}
 * always exist; a placeholder with no value becomes empty text.
 */
export type RecipientFields = Record<string, string>;

const normaliseKey = (key: string) =>
  key
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const pairPattern = /^\s*([A-Za-z_][\w .-]{0,63}?)\s*=\s*(.*?)\s*$/;

/** The named values of a RecipientInfo (empty for free text). */
export const parseRecipientInfo = (info: string): RecipientFields => {
  const text = info.trim();
  if (text === '') return {};
  if (text.startsWith('{')) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        const fields: RecipientFields = {};
        for (const [key, value] of Object.entries(parsed)) {
          if (value === null || typeof value === 'object') continue;
          fields[normaliseKey(key)] = String(value);
        }
        return fields;
      }
    } catch {
      // Not JSON: treated as text below.
    }
  }
  const segments = text.split(/[;\n,]/).filter((s) => s.trim() !== '');
  const pairs = segments.map((segment) => pairPattern.exec(segment));
  if (pairs.length === 0 || pairs.some((match) => match === null)) return {};
  return Object.fromEntries(pairs.map((match) => [normaliseKey(match![1]!), match![2]!]));
};

/** Every value a placeholder can name for this recipient. */
export const recipientFields = (recipient: { email: string; info: string }): RecipientFields => ({
  ...parseRecipientInfo(recipient.info),
  email: recipient.email,
  info: recipient.info.trim(),
});

/** Replaces each {{key}} with the recipient's value (empty when it has none). */
export const fillPlaceholders = (template: string, fields: RecipientFields): string =>
  template.replace(/\{\{\s*([\w .-]+?)\s*\}\}/g, (_whole, key: string) => fields[normaliseKey(key)] ?? '');

export type CampaignText = {
  campaignName: string;
  attachmentUri: string;
  intent: string;
  sendStaticContent: boolean;
  subject: string;
  body: string;
};

export type MailText = { subject: string; text: string };

/** A language model that writes a mail from a prompt; absent when none is configured. */
export type MailWriter = (prompt: { system: string; user: string }) => Promise<MailText>;

const greetingName = (fields: RecipientFields) =>
  fields['name'] ?? fields['first_name'] ?? fields['full_name'] ?? 'there';

/** The deterministic mail for static content off and no language model. */
export const templateCampaignMail = (campaign: CampaignText, fields: RecipientFields): MailText => {
  const intent = fillPlaceholders(campaign.intent, fields);
  const about =
    Object.keys(parseRecipientInfo(fields['info'] ?? '')).length === 0 && fields['info']
      ? [`About you: ${fields['info']}`, '']
      : [];
  const text = [
    `Hello ${greetingName(fields)},`,
    '',
    intent,
    '',
    ...about,
    `Details: ${campaign.attachmentUri}`,
    '',
    'Best regards,',
    `The ${campaign.campaignName} team`,
  ].join('\n');
  return {
    subject: campaign.subject !== '' ? fillPlaceholders(campaign.subject, fields) : campaign.campaignName,
    text,
  };
};

/**
 * The mail one recipient gets. Static content: the subject and body with placeholders filled
 * ('hello' for an empty body). Otherwise the intent and RecipientInfo are written into a mail by
 * the language model when one is configured, else by the deterministic template; a model
 * failure falls back to the template.
 */
export const composeCampaignMail = async (
  campaign: CampaignText,
  recipient: { email: string; info: string },
  writer?: MailWriter,
): Promise<MailText> => {
  const fields = recipientFields(recipient);
  if (campaign.sendStaticContent) {
    const text = fillPlaceholders(campaign.body, fields);
    return { subject: fillPlaceholders(campaign.subject, fields), text: text.trim() === '' ? DEFAULT_BODY : text };
  }
  if (writer) {
    try {
      const written = await writer({
        system: 'You write short, polite sales e-mails. Answer with JSON {"subject": string, "body": string} only.',
        user: `Campaign: ${campaign.campaignName}\nIntent: ${campaign.intent}\nLink to include: ${campaign.attachmentUri}\nAbout the recipient (${recipient.email}): ${recipient.info}`,
      });
      if (written.subject.trim() !== '' && written.text.trim() !== '') return written;
    } catch {
      // The template below still sends a sensible mail.
    }
  }
  return templateCampaignMail(campaign, fields);
};

/** The answer to a reply that came back to a campaign. */
export const composeReplyMail = (
  campaign: CampaignText,
  inbound: { subject: string; fromName: string; text: string },
): MailText => {
  const subject = /^re:/i.test(inbound.subject.trim())
    ? inbound.subject.trim()
    : `Re: ${inbound.subject.trim() || campaign.campaignName}`;
  const quoted = inbound.text
    .split('\n')
    .slice(0, 20)
    .map((line) => `> ${line}`)
    .join('\n');
  const text = [
    `Hello ${inbound.fromName.trim() || 'there'},`,
    '',
    `Thank you for your reply about ${campaign.campaignName}. We have received your message and will get back to you shortly.`,
    '',
    `Details: ${campaign.attachmentUri}`,
    '',
    'Best regards,',
    `The ${campaign.campaignName} team`,
    '',
    quoted,
  ].join('\n');
  return { subject, text };
};
