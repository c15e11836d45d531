import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveStatus = 'idle' | 'saving' | 'saved';

/** The spinner shows at least this long (SPEC §9). */
export const SAVING_MS = 800;
/** 'Saved' shows this long, then the button is idle again (SPEC §9). */
export const SAVED_MS = 3000;

export type SaveStatusControls = {
  status: SaveStatus;
  /** Runs the save: 'saving' for at least 800 ms, then 'saved' for 3 s; a failure goes back to idle and rethrows. */
  save: (action: () => Promise<unknown>) => Promise<void>;
  /** The note or reason was edited: 'saved' no longer holds (and a save in flight ends idle). */
  markEdited: () => void;
};

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The Save button's state machine (SPEC §4): idle → saving (800 ms) → saved (3 s) → idle. */
export const useSaveStatus = (): SaveStatusControls => {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const statusRef = useRef<SaveStatus>('idle');
  const isStaleRef = useRef(false);
  const savedTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const moveTo = useCallback((next: SaveStatus) => {
    statusRef.current = next;
    setStatus(next);
  }, []);

  const clearSavedTimer = useCallback(() => {
    if (savedTimerRef.current !== undefined) clearTimeout(savedTimerRef.current);
    savedTimerRef.current = undefined;
  }, []);

  useEffect(() => clearSavedTimer, [clearSavedTimer]);

  const save = useCallback(
    async (action: () => Promise<unknown>) => {
      if (statusRef.current === 'saving') return;
      clearSavedTimer();
      isStaleRef.current = false;
      moveTo('saving');
      try {
        await Promise.all([action(), delay(SAVING_MS)]);
      } catch (error) {
        moveTo('idle');
        throw error;
      }
      if (isStaleRef.current) {
        moveTo('idle');
        return;
      }
      moveTo('saved');
      savedTimerRef.current = setTimeout(() => moveTo('idle'), SAVED_MS);
    },
    [clearSavedTimer, moveTo],
  );

  const markEdited = useCallback(() => {
    if (statusRef.current === 'saving') isStaleRef.current = true;
    if (statusRef.current === 'saved') {
      clearSavedTimer();
      moveTo('idle');
    }
  }, [clearSavedTimer, moveTo]);

  return { status, save, markEdited };
};
