// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canRecordVoice, VoiceNoteButton } from './voice-note-button.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

/** A MediaRecorder that hands over one chunk of audio when stopped, as browsers do. */
class FakeRecorder extends EventTarget {
  static last: FakeRecorder | null = null;
  mimeType = 'audio/webm;codecs=opus';
  state = 'inactive';
  constructor(readonly stream: MediaStream) {
    super();
    FakeRecorder.last = this;
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.dispatchEvent(
      Object.assign(new Event('dataavailable'), {
        data: new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2])], { type: this.mimeType }),
      }),
    );
    this.dispatchEvent(new Event('stop'));
  }
}

const stopTrack = vi.fn();
const stubMicrophone = (getUserMedia: () => Promise<unknown>) => {
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.error.mockReset();
});

describe('VoiceNoteButton', () => {
  it('records from the microphone and hands the voice note over as a file when stopped, releasing the microphone', async () => {
    stubMicrophone(async () => ({ getTracks: () => [{ stop: stopTrack }] }));
    expect(canRecordVoice()).toBe(true);
    const onRecorded = vi.fn();
    render(<VoiceNoteButton onRecorded={onRecorded} />);
    fireEvent.click(screen.getByRole('button', { name: 'Record a voice note' }));
    const stop = await screen.findByRole('button', { name: 'Stop recording' });
    expect(stop.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('Recording 0:00');
    fireEvent.click(stop);
    await waitFor(() => expect(onRecorded).toHaveBeenCalledTimes(1));
    const file = onRecorded.mock.calls[0]![0] as File;
    expect(file.name).toMatch(/^Voice note .+\.webm$/);
    expect(file.type).toBe('audio/webm;codecs=opus');
    expect(file.size).toBe(6);
    expect(stopTrack).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Record a voice note' })).toBeTruthy();
  });

  it('says why when the microphone cannot be used', async () => {
    stubMicrophone(async () => {
      throw new Error('Permission denied');
    });
    render(<VoiceNoteButton onRecorded={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Record a voice note' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The microphone could not be used: Permission denied'),
    );
  });
});
