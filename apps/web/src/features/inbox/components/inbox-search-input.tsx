import { SearchInput } from '../../../components/ui/search-input.tsx';

type Props = { value: string; onCommit: (text: string) => void };

/** The list's 'Search' box (SPEC §2) with its clear button; searches name, address or number, subject and text on the server. */
export const InboxSearchInput = ({ value, onCommit }: Props) => (
  <SearchInput value={value} onCommit={onCommit} aria-label="Search" placeholder="Search" />
);
