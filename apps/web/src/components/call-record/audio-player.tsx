import { Pause, Play, RotateCcw, RotateCw } from 'lucide-react';
import { Slider } from '../ui/slider.tsx';
import { SKIP_SECONDS } from './use-audio-player.ts';
import type { AudioPlayer as AudioPlayerState } from './use-audio-player.ts';
import { formatClock } from './format-clock.ts';

type Props = { player: AudioPlayerState };

const iconButton =
  'flex size-8 shrink-0 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100 hover:text-gray-900 disabled:cursor-not-allowed disabled:text-gray-300';

/** The recording: play/pause, skip 10 s back and forward, a seek slider and the times. */
export const AudioPlayer = ({ player }: Props) => {
  const { isPlaying, currentTime, duration } = player;
  const hasDuration = duration > 0;

  return (
    <div
      data-testid="audio-player"
      data-playing={isPlaying ? 'true' : 'false'}
      className="flex shrink-0 items-center gap-1.5 border-b border-gray-200 bg-white px-2 py-1.5 sm:gap-2 sm:px-3"
    >
      <audio {...player.audioProps} data-testid="call-audio" className="hidden" />
      <button
        type="button"
        aria-label={`Skip back ${SKIP_SECONDS} seconds`}
        title={`Skip back ${SKIP_SECONDS} seconds`}
        onClick={() => player.skip(-SKIP_SECONDS)}
        // At the start there is nowhere to go back to; before the length is known, nowhere to go forward.
        disabled={currentTime <= 0}
        className={iconButton}
      >
        <RotateCcw size={16} aria-hidden="true" />
      </button>
      <button
        type="button"
        aria-label={isPlaying ? 'Pause' : 'Play'}
        title={isPlaying ? 'Pause' : 'Play'}
        onClick={player.toggle}
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand text-white shadow-xs hover:bg-brand-hover"
      >
        {isPlaying ? (
          <Pause size={16} aria-hidden="true" />
        ) : (
          <Play size={16} aria-hidden="true" className="translate-x-px" />
        )}
      </button>
      <button
        type="button"
        aria-label={`Skip forward ${SKIP_SECONDS} seconds`}
        title={`Skip forward ${SKIP_SECONDS} seconds`}
        onClick={() => player.skip(SKIP_SECONDS)}
        disabled={!hasDuration || currentTime >= duration}
        className={iconButton}
      >
        <RotateCw size={16} aria-hidden="true" />
      </button>
      <span data-testid="audio-current-time" className="w-10 shrink-0 text-right text-xs text-gray-600 tabular-nums">
        {formatClock(currentTime)}
      </span>
      <Slider
        aria-label="Seek"
        aria-valuetext={`${formatClock(currentTime)} of ${formatClock(duration)}`}
        value={Math.min(currentTime, hasDuration ? duration : 0)}
        max={hasDuration ? duration : 1}
        disabled={!hasDuration}
        onValueChange={player.seek}
        className="min-w-16 flex-1"
      />
      <span data-testid="audio-duration" className="w-10 shrink-0 text-xs text-gray-500 tabular-nums">
        {formatClock(duration)}
      </span>
    </div>
  );
};
