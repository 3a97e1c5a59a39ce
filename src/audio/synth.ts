// Sounds made here, not downloaded: short tones and chirps synthesized into 16-bit mono WAV bytes,
// handed to Howler as data URIs. Deterministic (no Math.random): the same bytes every time.

const RATE = 22050;

export interface Voice {
  /** Start and end frequency in Hz (a glide between them). */
  from: number;
  to: number;
  /** Start time and length in seconds. */
  at: number;
  length: number;
  /** Harmonics' weights, fundamental first: more weight up high sounds brighter. */
  harmonics: number[];
  volume: number;
  /** Attack time in seconds; the rest decays exponentially. */
  attack?: number;
  decay?: number;
}

export function synthesize(voices: Voice[]): Float32Array {
  const total = Math.max(...voices.map((v) => v.at + v.length)) + 0.02;
  const out = new Float32Array(Math.ceil(total * RATE));
  for (const v of voices) {
    const start = Math.floor(v.at * RATE);
    const n = Math.floor(v.length * RATE);
    const attack = Math.max(1, Math.floor((v.attack ?? 0.005) * RATE));
    const decay = v.decay ?? v.length / 4;
    let phase = 0;
    for (let i = 0; i < n && start + i < out.length; i++) {
      const t = i / n;
      const f = v.from * Math.pow(v.to / v.from, t);
      phase += (2 * Math.PI * f) / RATE;
      let sample = 0;
      for (let h = 0; h < v.harmonics.length; h++) sample += v.harmonics[h]! * Math.sin(phase * (h + 1));
      const env =
        (i < attack ? i / attack : Math.exp(-(i - attack) / RATE / decay)) *
        Math.min(1, (n - i) / (0.01 * RATE));
      out[start + i]! += sample * env * v.volume;
    }
  }
  return out;
}

/** 16-bit PCM mono WAV bytes of the samples (clipped to ±1). */
export function wavBytes(samples: Float32Array): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, s: string) => [...s].forEach((ch, i) => view.setUint8(at + i, ch.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, RATE, true);
  view.setUint32(28, RATE * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++)
    view.setInt16(44 + i * 2, Math.max(-1, Math.min(1, samples[i]!)) * 0x7fff, true);
  return bytes;
}

export function wavDataUri(samples: Float32Array): string {
  const bytes = wavBytes(samples);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return 'data:audio/wav;base64,' + btoa(binary);
}

/** The game's sound set, by name. Placement sounds rise in pitch and brightness with the gain tier. */
export function soundRecipes(): Record<string, Voice[]> {
  const place = (tier: number): Voice[] => {
    const base = 330 * Math.pow(2, (tier * 4) / 12);
    const bright = [1, 0.3 + tier * 0.15, 0.1 + tier * 0.12, tier * 0.08];
    return [
      { from: base * 1.5, to: base, at: 0, length: 0.16, harmonics: bright, volume: 0.35, decay: 0.05 },
      ...(tier >= 2
        ? [
            {
              from: base * 2,
              to: base * 2,
              at: 0.05,
              length: 0.18,
              harmonics: [1, 0.2],
              volume: 0.18,
              decay: 0.06,
            },
          ]
        : []),
      ...(tier >= 3
        ? [{ from: base * 3, to: base * 3, at: 0.1, length: 0.22, harmonics: [1], volume: 0.14, decay: 0.08 }]
        : []),
    ];
  };
  const notes = (freqs: number[], step: number, harmonics: number[]): Voice[] =>
    freqs.map((f, i) => ({
      from: f,
      to: f,
      at: i * step,
      length: 0.35,
      harmonics,
      volume: 0.28,
      decay: 0.14,
    }));
  return {
    place0: place(0),
    place1: place(1),
    place2: place(2),
    place3: place(3),
    divide: [
      { from: 900, to: 260, at: 0, length: 0.12, harmonics: [1, 0.4], volume: 0.3, decay: 0.04 },
      { from: 1200, to: 500, at: 0.06, length: 0.1, harmonics: [1], volume: 0.18, decay: 0.03 },
    ],
    // A win: the rising arpeggio lands on a held chord that rings through the board's celebration
    // (1.6 s), with a high sparkle over it: the game's best moment has its own sound.
    win: [
      ...notes([523, 659, 784, 1047], 0.11, [1, 0.4, 0.2]),
      ...[523, 659, 784, 1047].map((f) => ({
        from: f,
        to: f,
        at: 0.46,
        length: 1.2,
        harmonics: [1, 0.3, 0.12],
        volume: 0.11,
        attack: 0.02,
        decay: 0.5,
      })),
      ...[2093, 2637, 3136].map((f, i) => ({
        from: f,
        to: f,
        at: 0.5 + 0.09 * i,
        length: 0.3,
        harmonics: [1],
        volume: 0.06,
        decay: 0.1,
      })),
    ],
    // The won sheet's burst of cells: quick bright pops rising, each a little glide up, and a soft
    // high chord under them (about 0.9 s), lighter than the win's own chord on the board.
    cheer: [
      ...[784, 988, 1175, 1319, 1568, 1976].map((f, i) => ({
        from: f * 0.94,
        to: f,
        at: i * 0.07 + (i % 2) * 0.015,
        length: 0.16,
        harmonics: [1, 0.35, 0.1],
        volume: 0.16,
        decay: 0.05,
      })),
      ...[1568, 1976, 2349].map((f) => ({
        from: f,
        to: f,
        at: 0.4,
        length: 0.5,
        harmonics: [1, 0.15],
        volume: 0.05,
        attack: 0.03,
        decay: 0.2,
      })),
    ],
    // A new star landing on the results: a bell's ding (a bright strike, a ringing tail), played a
    // little higher for each star after the first.
    star: [
      { from: 1319, to: 1319, at: 0, length: 0.45, harmonics: [1, 0.5, 0.25, 0.12], volume: 0.2, decay: 0.3 },
      { from: 1976, to: 1976, at: 0.01, length: 0.3, harmonics: [1], volume: 0.07, decay: 0.2 },
    ],
    // A ladder step opened: the marker arrives on the new step, a rising fifth and octave with a
    // shimmer over them, brighter than a star's ding, shorter than the win's chord.
    unlock: [
      ...notes([784, 1175, 1568], 0.09, [1, 0.45, 0.2]),
      ...[2349, 3136].map((f, i) => ({
        from: f,
        to: f,
        at: 0.24 + 0.06 * i,
        length: 0.5,
        harmonics: [1],
        volume: 0.06,
        attack: 0.02,
        decay: 0.3,
      })),
    ],
    lose: notes([392, 330, 262, 196], 0.14, [1, 0.2]),
    draw: notes([440, 554, 440], 0.13, [1, 0.3]),
    click: [{ from: 1800, to: 1400, at: 0, length: 0.04, harmonics: [1, 0.3], volume: 0.22, decay: 0.012 }],
  };
}
