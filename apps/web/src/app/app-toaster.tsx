import { useEffect, useRef } from 'react';
import { Toaster } from 'sonner';
import { followToastClearance, TOAST_CLEARANCE_VARIABLE } from '../lib/toast-clearance.ts';

// Below the lowest header on screen (none on the sign-in page), with a small gap.
const top = `calc(var(${TOAST_CLEARANCE_VARIABLE}, 0px) + 12px)`;

/** Sonner's toasts: top right for 3 s (SPEC §2, §9), below the headers so their buttons stay free. */
export const AppToaster = () => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current === null ? undefined : followToastClearance(ref.current)), []);
  return (
    <div ref={ref} className="contents">
      <Toaster
        position="top-right"
        duration={3000}
        richColors
        offset={{ top, right: 24 }}
        mobileOffset={{ top, right: 12, left: 12 }}
      />
    </div>
  );
};
