import type { QaFix } from '@agentdesk/shared';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../lib/cn.ts';

/** "How to fix" under a failed result: what usually fixes the criterion (qaFixFor), folded until asked for. */
export const QaFixDisclosure = ({ fix, label }: { fix: QaFix; label: string }) => {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="mt-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`How to fix ${label}`}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1 text-xs font-medium text-gray-700 hover:text-gray-900"
      >
        How to fix
        <ChevronDown size={14} aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
      </button>
      {open ? (
        <div id={id} data-testid="qa-fix" className="mt-1 rounded-md bg-gray-50 px-3 py-2 text-[13px]">
          <p className="font-medium text-gray-900">{fix.title}</p>
          <p className="mt-1 text-gray-700">{fix.advice}</p>
          <p className="mt-1 text-xs text-gray-500">Where: {fix.where}</p>
        </div>
      ) : null}
    </div>
  );
};
