import { useCallback, useRef, useState } from 'react';
import type { SyntheticEvent } from 'react';

/** Skip step of the back and forward buttons (SPEC §9). */
export const SKIP_SECONDS = 10;

export type AudioElementProps = {
  ref: (element: HTMLAudioElement | null) => void;
  src: string | undefined;
  preload: 'metadata';
  onLoadedMetadata: (event: SyntheticEvent<HTMLAudioElement>) => void;
  onDurationChange: (event: SyntheticEvent<HTMLAudioElement>) => void;
  onTimeUpdate: (event: SyntheticEvent<HTMLAudioElement>) => void;
  onPlay: () => void;
  onPause: () => void;
  onEnded: () => void;
  onError: (event: SyntheticEvent<HTMLAudioElement>) => void;
};

export type AudioPlayer = {
  isPlaying: boolean;
  /** Seconds. */
  currentTime: number;
  /** Seconds; 0 until the recording's metadata has loaded. */
  duration: number;
  /** Spread onto the <audio> element. */
  audioProps: AudioElementProps;
  play: () => Promise<void>;
  pause: () => void;
  toggle: () => void;
  /** Jumps to a time, clamped to 0..duration once the duration is known. */
  seek: (seconds: number) => void;
  /** Moves by a number of seconds (negative goes back), clamped to 0..duration. */
  skip: (deltaSeconds: number) => void;
};

const finiteOrZero = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/**
 * State and controls of a call recording (SPEC §4 audio playback): play and pause, seek, skip
 * 10 s clamped to 0..duration; at the end it goes back to 0 and stops; a load error resets it to
 * stopped, 0 and 0 and is only logged. Remount (a `key`) for another recording.
 */
export const useAudioPlayer = (src: string | null): AudioPlayer => {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [isPlaying, setIsPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);

  const setElement = useCallback((element: HTMLAudioElement | null) => {
    audioRef.current = element;
  }, []);

  const readDuration = useCallback((event: SyntheticEvent<HTMLAudioElement>) => {
    setDuration(finiteOrZero(event.currentTarget.duration));
  }, []);

  const onTimeUpdate = useCallback((event: SyntheticEvent<HTMLAudioElement>) => {
    setCurrentTime(event.currentTarget.currentTime);
  }, []);

  const onEnded = useCallback(() => {
    if (audioRef.current !== null) audioRef.current.currentTime = 0;
    setIsPlaying(false);
    setCurrentTime(0);
  }, []);

  const onError = useCallback((event: SyntheticEvent<HTMLAudioElement>) => {
    console.error('Failed to load the call recording', event.currentTarget.error ?? event);
    setIsPlaying(false);
    setCurrentTime(0);
    setDuration(0);
  }, []);

  const play = useCallback(async () => {
    const audio = audioRef.current;
    if (audio === null) return;
    try {
      await audio.play();
      setIsPlaying(true);
    } catch (error) {
      console.error('Failed to play the call recording', error);
      setIsPlaying(false);
    }
  }, []);

  const pause = useCallback(() => {
    audioRef.current?.pause();
    setIsPlaying(false);
  }, []);

  const seek = useCallback(
    (seconds: number) => {
      const audio = audioRef.current;
      if (audio === null || !Number.isFinite(seconds)) return;
      // The element's own duration: the state may not have rendered yet when a control is used.
      const known = finiteOrZero(audio.duration) || duration;
      const next = known > 0 ? clamp(seconds, 0, known) : Math.max(0, seconds);
      audio.currentTime = next;
      setCurrentTime(next);
    },
    [duration],
  );

  const skip = useCallback(
    (deltaSeconds: number) => {
      const audio = audioRef.current;
      if (audio === null) return;
      const next = clamp(audio.currentTime + deltaSeconds, 0, finiteOrZero(audio.duration) || duration);
      audio.currentTime = next;
      setCurrentTime(next);
    },
    [duration],
  );

  const toggle = useCallback(() => {
    if (isPlaying) pause();
    else void play();
  }, [isPlaying, pause, play]);

  return {
    isPlaying,
    currentTime,
    duration,
    audioProps: {
      ref: setElement,
      src: src ?? undefined,
      preload: 'metadata',
      onLoadedMetadata: readDuration,
      onDurationChange: readDuration,
      onTimeUpdate,
      onPlay: () => setIsPlaying(true),
      onPause: () => setIsPlaying(false),
      onEnded,
      onError,
    },
    play,
    pause,
    toggle,
    seek,
    skip,
  };
};
