import { DefaultCountryForm } from '../../../components/ui/default-country-form.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

type Props = {
  /** Why the job was not posted (the server's words). */
  reason: string | null;
  onOpenChange: (isOpen: boolean) => void;
  /** The country is saved: the publish is tried again. */
  onSaved: () => void;
};

/**
 * Asked when a job is published whose country the workspace must give (its location names none, or a
 * remote job names no applicant country): the workspace's default country, then the publish again.
 */
export const DefaultCountryDialog = ({ reason, onOpenChange, onSaved }: Props) => (
  <Dialog
    open={reason !== null}
    onOpenChange={onOpenChange}
    title="Which country are your jobs in?"
    description={reason ?? undefined}
  >
    <div className="mt-4">
      <DefaultCountryForm current="" submitLabel="Save and publish" onSaved={onSaved} />
    </div>
  </Dialog>
);
