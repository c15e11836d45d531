import { describe, expect, it } from 'vitest';
import { emptyListText, listTitle } from './list-title.ts';

describe('list title', () => {
  it('names the Quarantine folder and ignores a platform there, as in Drafts', () => {
    expect(listTitle({ tab: 'mails', subFilter: 'gmail', folder: 'quarantine' })).toBe('Quarantine');
    expect(listTitle({ tab: 'mails', subFilter: 'gmail', folder: 'drafts' })).toBe('Drafts');
    expect(listTitle({ tab: 'mails', subFilter: 'gmail', folder: 'sent' })).toBe('Sent · Gmail');
  });
  it('explains an empty Quarantine folder', () => {
    expect(emptyListText({ tab: 'mails', subFilter: 'all', folder: 'quarantine' }).title).toBe('Nothing held back');
    expect(emptyListText({ tab: 'mails', subFilter: 'all', folder: 'quarantine', search: 'x' }).title).toBe(
      'No matches',
    );
  });
});
