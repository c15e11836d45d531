import { CircleAlert } from 'lucide-react';

type Props = { id: string; text: string };

/** What is missing or wrong about a field, beside it (the field names it with aria-describedby). */
export const FieldProblem = ({ id, text }: Props) => (
  <span id={id} className="inline-flex items-center gap-1 text-xs font-medium text-red-600">
    <CircleAlert size={14} aria-hidden="true" />
    {text}
  </span>
);
