import { Mic, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { formatClock } from '../../../components/call-record/format-clock.ts';
import { ToolButton } from './tool-button.tsx';

/** The longest voice note: recording stops by itself after it. */
const MAX_SECONDS = 5 * 60;

/** Whether this browser can record from a microphone (MediaRecorder and getUserMedia). */
export const canRecordVoice = (): boolean =>
  typeof MediaRecorder !== 'undefined' &&
  typeof navigator !== 'undefined' &&
  navigator.mediaDevices?.getUserMedia !== undefined;

/** The file ending of what the browser records: WebM (Chromium), Ogg (Firefox) or MP4 audio (Safari). */
const endingOf = (mimeType: string) => (mimeType.includes('ogg') ? 'ogg' : mimeType.includes('mp4') ? 'm4a' : 'webm');

type Recording = { recorder: MediaRecorder; stream: MediaStream; chunks: Blob[]; startedAt: number };

type Props = { onRecorded: (file: File) => void; isDisabled?: boolean };

/**
 * The mic button: records a voice note from the microphone and attaches it to the mail when stopped
 * (press again to stop; it stops by itself after five minutes). Shown only where a browser can record.
 */
export const VoiceNoteButton = ({ onRecorded, isDisabled = false }: Props) => {
  const recording = useRef<Recording | null>(null);
  const [seconds, setSeconds] = useState<number | null>(null);

  // Leaving the call while recording releases the microphone.
  useEffect(
    () => () => {
      const current = recording.current;
      recording.current = null;
      current?.stream.getTracks().forEach((track) => track.stop());
    },
    [],
  );

  const isRecording = seconds !== null;
  useEffect(() => {
    if (!isRecording) return;
    const timer = setInterval(() => {
      const current = recording.current;
      if (current === null) return;
      const elapsed = Math.floor((Date.now() - current.startedAt) / 1000);
      setSeconds(elapsed);
      if (elapsed >= MAX_SECONDS) current.recorder.stop();
    }, 250);
    return () => clearInterval(timer);
  }, [isRecording]);

  const start = async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      toast.error(`The microphone could not be used: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    const recorder = new MediaRecorder(stream);
    const current: Recording = { recorder, stream, chunks: [], startedAt: Date.now() };
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) current.chunks.push(event.data);
    });
    recorder.addEventListener('stop', () => {
      stream.getTracks().forEach((track) => track.stop());
      setSeconds(null);
      if (recording.current !== current) return;
      recording.current = null;
      const type = recorder.mimeType || 'audio/webm';
      const blob = new Blob(current.chunks, { type });
      if (blob.size === 0) {
        toast.error('Nothing was recorded. Check the microphone and try again.');
        return;
      }
      const stamp = new Date(current.startedAt)
        .toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })
        .replace(/[:\s]+/g, '-');
      onRecorded(new File([blob], `Voice note ${stamp}.${endingOf(type)}`, { type }));
    });
    recording.current = current;
    recorder.start(1000);
    setSeconds(0);
  };

  return (
    <span className="inline-flex items-center">
      <ToolButton
        label={isRecording ? 'Stop recording' : 'Record a voice note'}
        icon={isRecording ? Square : Mic}
        isActive={isRecording}
        aria-pressed={isRecording}
        isDisabled={isDisabled}
        onClick={() => (isRecording ? recording.current?.recorder.stop() : void start())}
      />
      {isRecording ? (
        <span role="status" className="ml-1 text-xs text-red-700 tabular-nums">
          <span
            aria-hidden="true"
            className="mr-1 inline-block size-1.5 animate-pulse rounded-full bg-red-600 align-middle"
          />
          Recording {formatClock(seconds ?? 0)}
        </span>
      ) : null}
    </span>
  );
};
