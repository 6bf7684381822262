import { buzz } from '../../../../lib/timing/vibrate';

/** A start and a finish the member can hear and feel with the phone out of reach. */
type GateSignal = 'start' | 'finish';

const TONES: Record<GateSignal, { frequency: number; ms: number }> = {
  start: { frequency: 880, ms: 180 },
  finish: { frequency: 1320, ms: 400 },
};

/**
 * Beeps through WebAudio (an oscillator: no sound file to fetch) and buzzes where the phone can.
 * The context is made once, after the member's tap opened the gate, so the browser lets it sound.
 */
export function createGateSounds(): { signal: (kind: GateSignal) => void; close: () => void } {
  const AudioContextClass = globalThis.AudioContext;
  let context: AudioContext | null = null;
  try {
    context = AudioContextClass ? new AudioContextClass() : null;
  } catch {
    context = null;
  }
  return {
    signal(kind) {
      buzz();
      if (!context) return;
      void context.resume().catch(() => undefined);
      const { frequency, ms } = TONES[kind];
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      const now = context.currentTime;
      oscillator.frequency.value = frequency;
      // A short ramp in and out: a sudden edge clicks.
      gain.gain.setValueAtTime(0, now);
      gain.gain.linearRampToValueAtTime(0.4, now + 0.01);
      gain.gain.linearRampToValueAtTime(0, now + ms / 1000);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(now);
      oscillator.stop(now + ms / 1000 + 0.02);
    },
    close() {
      void context?.close().catch(() => undefined);
      context = null;
    },
  };
}
