import { describe, expect, it } from 'vitest';
import { readInboxFilters, toInboxSearchParams } from './inbox-params.ts';
import { emptyListText, listTitle } from './list-title.ts';

const read = (query: string) => readInboxFilters(new URLSearchParams(query));

describe('inbox address', () => {
  it('defaults to mails, all and the Inbox folder (SPEC §9)', () => {
    expect(read('')).toEqual({ tab: 'mails', subFilter: 'all', folder: 'inbox' });
  });

  it('keeps only a sub-filter, state and folder that belong to the tab', () => {
    expect(read('type=calls&subFilter=whatsapp&state=follow_up')).toEqual({
      tab: 'calls',
      subFilter: 'whatsapp',
      state: 'follow_up',
      folder: 'inbox',
    });
    expect(read('type=calls&subFilter=gmail&state=unread&folder=sent')).toEqual({
      tab: 'calls',
      subFilter: 'all',
      folder: 'inbox',
    });
    expect(read('type=letters&subFilter=outlook')).toEqual({ tab: 'mails', subFilter: 'outlook', folder: 'inbox' });
    expect(read('type=mails&folder=drafts&search=%20offer%20')).toEqual({
      tab: 'mails',
      subFilter: 'all',
      folder: 'drafts',
      search: 'offer',
    });
  });

  it('asks the server with tab (the address says type), subFilter, state, folder and search', () => {
    expect(
      toInboxSearchParams(read('type=chats&subFilter=linkedin&state=new&search=anna'), { limit: 50 }).toString(),
    ).toBe('tab=chats&subFilter=linkedin&folder=inbox&state=new&search=anna&limit=50');
  });

  it('titles the list by tab, folder and sub-filter, and says what an empty one means', () => {
    expect(listTitle(read('type=chats&subFilter=linkedin'))).toBe('Chats · Linkedin Messages');
    expect(listTitle(read('folder=sent'))).toBe('Sent');
    expect(listTitle(read('type=calls'))).toBe('Calls');
    expect(emptyListText(read('search=zzz')).title).toBe('No matches');
    expect(emptyListText(read('folder=drafts')).title).toBe('No drafts');
  });
});
