type Props = {
  /** How much has been sent, 0 to 1. */
  fraction: number;
  /** What the server is doing once everything is sent. */
  doneLabel?: string;
};

/** How far an upload has got; once everything is sent, the server is still at work on it (storing, reading). */
export const UploadProgress = ({ fraction, doneLabel = 'Saving…' }: Props) => {
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
  return (
    <div className="flex items-center gap-3 text-xs text-gray-600">
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-gray-100"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span aria-live="polite" className="w-28 shrink-0 text-right tabular-nums">
        {percent < 100 ? `Uploading… ${percent}%` : doneLabel}
      </span>
    </div>
  );
};
