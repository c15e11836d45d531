// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SKIP_SECONDS, useAudioPlayer } from './use-audio-player.ts';
import type { AudioPlayer } from './use-audio-player.ts';

let player: AudioPlayer;

const Harness = ({ src }: { src: string | null }) => {
  // The test reads the hook's latest result from outside the component.
  // eslint-disable-next-line react-hooks/globals
  player = useAudioPlayer(src);
  return <audio data-testid="audio" {...player.audioProps} />;
};

const audioElement = () => screen.getByTestId<HTMLAudioElement>('audio');

/** Gives the element a duration, as the browser does once metadata has loaded, and fires the event. */
const loadMetadata = (duration: number) => {
  const audio = audioElement();
  Object.defineProperty(audio, 'duration', { configurable: true, get: () => duration });
  fireEvent(audio, new Event('loadedmetadata'));
};

const setElementTime = (seconds: number) => {
  const audio = audioElement();
  audio.currentTime = seconds;
  fireEvent(audio, new Event('timeupdate'));
};

describe('useAudioPlayer', () => {
  beforeEach(() => {
    render(<Harness src="http://localhost/api/recordings/c-1?exp=1&sig=x" />);
    const audio = audioElement();
    // happy-dom does not play media: a controllable currentTime and play/pause stubs stand in.
    let time = 0;
    Object.defineProperty(audio, 'currentTime', {
      configurable: true,
      get: () => time,
      set: (value: number) => (time = value),
    });
    audio.play = vi.fn(() => Promise.resolve());
    audio.pause = vi.fn();
  });

  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('starts stopped at 0 with no duration, and gives the source to the element', () => {
    expect(player.isPlaying).toBe(false);
    expect(player.currentTime).toBe(0);
    expect(player.duration).toBe(0);
    expect(audioElement().getAttribute('src')).toBe('http://localhost/api/recordings/c-1?exp=1&sig=x');
  });

  it('reads the duration from the metadata and ignores an unknown (infinite) one', () => {
    loadMetadata(125.5);
    expect(player.duration).toBe(125.5);
    loadMetadata(Number.POSITIVE_INFINITY);
    expect(player.duration).toBe(0);
  });

  it('plays and pauses', async () => {
    await act(() => player.play());
    expect(audioElement().play).toHaveBeenCalledTimes(1);
    expect(player.isPlaying).toBe(true);

    act(() => player.toggle());
    expect(audioElement().pause).toHaveBeenCalledTimes(1);
    expect(player.isPlaying).toBe(false);
  });

  it('logs a refused play and stays stopped', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    audioElement().play = vi.fn(() => Promise.reject(new Error('NotAllowedError')));

    await act(() => player.play());
    expect(player.isPlaying).toBe(false);
    expect(error).toHaveBeenCalled();
  });

  it('follows the element time', () => {
    loadMetadata(60);
    setElementTime(12.5);
    expect(player.currentTime).toBe(12.5);
  });

  it('skips 10 seconds forward and back, clamped to 0..duration', () => {
    expect(SKIP_SECONDS).toBe(10);
    loadMetadata(25);

    act(() => player.skip(SKIP_SECONDS));
    expect(player.currentTime).toBe(10);
    act(() => player.skip(SKIP_SECONDS));
    expect(player.currentTime).toBe(20);
    act(() => player.skip(SKIP_SECONDS));
    expect(player.currentTime).toBe(25);
    expect(audioElement().currentTime).toBe(25);

    setElementTime(4);
    act(() => player.skip(-SKIP_SECONDS));
    expect(player.currentTime).toBe(0);
    expect(audioElement().currentTime).toBe(0);
  });

  it('does not skip past 0 while the duration is unknown', () => {
    act(() => player.skip(SKIP_SECONDS));
    expect(player.currentTime).toBe(0);
  });

  it("skips by the element's own duration when the loaded metadata has not rendered yet", () => {
    // A click can land between the browser loading the metadata and React rendering it.
    Object.defineProperty(audioElement(), 'duration', { configurable: true, get: () => 40 });
    act(() => player.skip(SKIP_SECONDS));
    expect(player.currentTime).toBe(10);
    expect(audioElement().currentTime).toBe(10);
    act(() => player.seek(55));
    expect(player.currentTime).toBe(40);
  });

  it('seeks to a time, clamped to 0..duration', () => {
    loadMetadata(90);
    act(() => player.seek(42));
    expect(player.currentTime).toBe(42);
    expect(audioElement().currentTime).toBe(42);

    act(() => player.seek(500));
    expect(player.currentTime).toBe(90);
    act(() => player.seek(-3));
    expect(player.currentTime).toBe(0);
  });

  it('at the end goes back to 0 and stops', async () => {
    loadMetadata(30);
    await act(() => player.play());
    setElementTime(30);

    fireEvent(audioElement(), new Event('ended'));
    expect(player.isPlaying).toBe(false);
    expect(player.currentTime).toBe(0);
    expect(audioElement().currentTime).toBe(0);
    expect(player.duration).toBe(30);
  });

  it('on a load error resets to stopped, 0 and 0, and only logs', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadMetadata(30);
    await act(() => player.play());
    setElementTime(8);

    fireEvent(audioElement(), new Event('error'));
    expect(player.isPlaying).toBe(false);
    expect(player.currentTime).toBe(0);
    expect(player.duration).toBe(0);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('follows play and pause that come from the element (media keys)', () => {
    fireEvent(audioElement(), new Event('play'));
    expect(player.isPlaying).toBe(true);
    fireEvent(audioElement(), new Event('pause'));
    expect(player.isPlaying).toBe(false);
  });
});
