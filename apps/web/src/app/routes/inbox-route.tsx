import { Inbox, SquarePen } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageBody } from '../../components/ui/page-body.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Select } from '../../components/ui/select.tsx';

type Folder = 'inbox' | 'sent' | 'drafts';

// Folder dropdown of the Inbox layout (SPEC §2 Layout); Inbox is the default.
const folders: Array<{ value: Folder; label: string; emptyTitle: string; emptyText: string }> = [
  {
    value: 'inbox',
    label: 'Inbox',
    emptyTitle: 'Your inbox is empty',
    emptyText: 'Mails, calls and chats from your customers will arrive here, grouped by channel.',
  },
  { value: 'sent', label: 'Sent', emptyTitle: 'Nothing sent yet', emptyText: 'Replies your agents and your team send will be kept here.' },
  { value: 'drafts', label: 'Drafts', emptyTitle: 'No drafts', emptyText: 'Replies you start and do not send yet will wait here.' },
];

const isFolder = (value: string | null): value is Folder => folders.some((folder) => folder.value === value);

export const InboxRoute = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('folder');
  const folderValue: Folder = isFolder(requested) ? requested : 'inbox';
  const folder = folders.find((candidate) => candidate.value === folderValue) ?? folders[0];

  const onFolderChange = (value: string) =>
    setSearchParams((params) => {
      params.set('folder', value);
      return params;
    });

  return (
    <>
      <PageHeader
        title="Inbox"
        icon={Inbox}
        actions={
          <>
            <div className="w-36">
              <Select
                aria-label="Folder"
                size="sm"
                value={folderValue}
                onValueChange={onFolderChange}
                options={folders.map(({ value, label }) => ({ value, label }))}
              />
            </div>
            <Dialog
              title="New message"
              description="Writing messages from AgentDesk is not available yet. Replies will be sent from the conversation they belong to."
              trigger={
                <Button variant="secondary" size="sm">
                  <SquarePen size={16} aria-hidden="true" />
                  Compose
                </Button>
              }
            />
          </>
        }
      />
      <PageBody width="full">
        {folder !== undefined ? <EmptyState icon={Inbox} title={folder.emptyTitle} description={folder.emptyText} /> : null}
      </PageBody>
    </>
  );
};
