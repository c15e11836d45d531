/**
 * The inbox with one conversation open (?type=…&list_id=…): a mail thread in the Inbox folder when the
 * contact has written in it, else in Sent (where a thread of ours alone is listed); a chat on its tab.
 */
export const inboxThreadHref = (
  thread: { kind: 'mail'; id: string; hasInbound: boolean } | { kind: 'chat'; id: string },
): string => {
  const params = new URLSearchParams({ type: thread.kind === 'mail' ? 'mails' : 'chats' });
  if (thread.kind === 'mail' && !thread.hasInbound) params.set('folder', 'sent');
  params.set('list_id', thread.id);
  return `/inbox?${params.toString()}`;
};
