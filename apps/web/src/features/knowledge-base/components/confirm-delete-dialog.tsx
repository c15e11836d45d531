import type { ComponentProps } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

type Props = Omit<ComponentProps<typeof ConfirmDialog>, 'confirmLabel' | 'tone'>;

/** Asks before something is deleted for good; stays open (and busy) until the server has answered. */
export const ConfirmDeleteDialog = (props: Props) => <ConfirmDialog {...props} confirmLabel="Delete" />;
