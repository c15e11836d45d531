// Who a call was with, in SQL over a `calls` row named by an alias: the pieces the call list's
// contact_name and the call detail's contact (call-contact.ts) are both made of, so the two can never
// name the same call differently. In the order they are looked for: the candidate linked to the call,
// the inbox contact with the call's number, then the name the call itself gives.

/** The contact's number: the callee of an outbound call, the caller of any other. */
export const contactNumberSql = (t: string) =>
  `(case when ${t}.direction = 'outbound' then ${t}.to_number else ${t}.from_number end)`;

/** A stored number equal to the contact's, written with or without its '+'. */
const sameNumberSql = (column: string, t: string) =>
  `${column} in (${contactNumberSql(t)}, ltrim(${contactNumberSql(t)}, '+'))`;

/** The newest link of the call to a candidate (candidate_calls), with the candidate as `c` and the link as `l`. */
export const linkedCandidateSql = (t: string, columns: string) =>
  `select ${columns} from candidate_calls l join candidates c on c.workspace_id = l.workspace_id and c.id = l.candidate_id
    where l.workspace_id = ${t}.workspace_id and l.call_id = ${t}.call_id order by l.created_at desc limit 1`;

/** The WhatsApp chat with the call's number (the inbox's one conversation per number), as `h`. */
export const numberChatSql = (t: string, columns: string, condition = 'true') =>
  `select ${columns} from chat_threads h where h.workspace_id = ${t}.workspace_id and h.platform = 'whatsapp' and ${sameNumberSql('h.contact_ref', t)}
    and ${condition} order by h.last_message_at desc limit 1`;

/** The name of the newest WhatsApp call with the call's number that has one. */
const numberCallNameSql = (t: string) =>
  `select w.contact_name from whatsapp_calls w where w.workspace_id = ${t}.workspace_id and ${sameNumberSql('w.contact_ref', t)}
    and w.contact_name <> '' order by w.start_timestamp desc limit 1`;

/** The first of some fields of the call's record that holds text. */
const recordTextSql = (t: string, paths: readonly string[]) =>
  `coalesce(${paths.map((path) => `nullif(btrim(${t}.record #>> '{${path}}'), '')`).join(', ')})`;

/** Where a call names the person: its analysis, then the variables the agent was given for it. */
const NAME_PATHS = [
  'call_analysis,custom_analysis_data,name',
  'retell_llm_dynamic_variables,customer_name',
  'retell_llm_dynamic_variables,candidate_name',
  'retell_llm_dynamic_variables,contact_name',
  'retell_llm_dynamic_variables,name',
] as const;

/** Where a call gives the person's address. */
const EMAIL_PATHS = [
  'call_analysis,email',
  'retell_llm_dynamic_variables,email',
  'retell_llm_dynamic_variables,customer_email',
  'retell_llm_dynamic_variables,candidate_email',
] as const;

export const callNameSql = (t: string) => recordTextSql(t, NAME_PATHS);
export const callEmailSql = (t: string) => recordTextSql(t, EMAIL_PATHS);

/** The inbox contact's name for the call's number: its WhatsApp chat, else a WhatsApp call. */
export const inboxNameSql = (t: string) =>
  `coalesce((${numberChatSql(t, 'h.contact_name', "h.contact_name <> ''")}), (${numberCallNameSql(t)}))`;

/** The contact's name when one is known, in the order above (null otherwise). */
export const contactNameSql = (t: string) =>
  `coalesce((${linkedCandidateSql(t, 'c.name')}), ${inboxNameSql(t)}, ${callNameSql(t)})`;
