import { MessagesSquare } from 'lucide-react';

/** The detail pane before a call is chosen (wide screens). */
export const NoCallSelected = () => (
  <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center">
    <span className="flex size-11 items-center justify-center rounded-full bg-gray-100 text-gray-500">
      <MessagesSquare size={22} aria-hidden="true" />
    </span>
    <h2 className="mt-2 text-sm font-semibold text-gray-900">Select a call</h2>
    <p className="max-w-sm text-[13px] text-gray-500">
      Choose a call from the list to see its transcript, recording and call analysis.
    </p>
  </div>
);
