import { Badge } from '../../../components/ui/badge.tsx';

type Props = { isSuccessful: boolean | null | undefined };

/** Successful (green) or Unsuccessful (red); nothing before the call is analysed. */
export const OutcomeBadge = ({ isSuccessful }: Props) => {
  if (isSuccessful === null || isSuccessful === undefined) return null;
  return (
    <Badge tone={isSuccessful ? 'green' : 'red'} data-testid="outcome-badge">
      {isSuccessful ? 'Successful' : 'Unsuccessful'}
    </Badge>
  );
};
