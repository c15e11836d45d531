import { SearchInput } from '../../../components/ui/search-input.tsx';

type Props = {
  /** The search in the address. */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onCommit: (text: string) => void;
};

/** Full-text search over transcripts and summaries; writes to the address after a pause in typing. */
export const CallSearchInput = ({ value, onCommit }: Props) => (
  <SearchInput
    value={value}
    onCommit={onCommit}
    aria-label="Search calls"
    placeholder="Search transcripts and summaries"
  />
);
