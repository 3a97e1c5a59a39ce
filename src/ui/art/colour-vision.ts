// Colour-blind checks for the players' colours: simulated deuteranopia, protanopia and tritanopia
// (Machado, Oliveira & Fernandes 2009, severity 1) and the CIEDE2000 colour difference, whole and in
// its hue part alone, over 0–255 sRGB.

export type Rgb = readonly [number, number, number];
export type Lab = readonly [number, number, number];
export type Vision = 'normal' | 'deuteranopia' | 'protanopia' | 'tritanopia';
export const VISIONS: readonly Vision[] = ['normal', 'deuteranopia', 'protanopia', 'tritanopia'];

type Matrix = readonly [Rgb, Rgb, Rgb];

// Machado 2009, table for severity 1.0; applied to linear-light RGB.
const MACHADO: Record<Exclude<Vision, 'normal'>, Matrix> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

function toLinear(c: number): number {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

function fromLinear(v: number): number {
  const c = Math.min(1, Math.max(0, v));
  return 255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
}

/** How a colour looks to a person with the given vision (0–255 sRGB in and out). */
export function simulate(rgb: Rgb, vision: Vision): Rgb {
  if (vision === 'normal') return rgb;
  const m = MACHADO[vision];
  const lin = rgb.map(toLinear) as unknown as Rgb;
  const row = (r: Rgb): number => r[0] * lin[0] + r[1] * lin[1] + r[2] * lin[2];
  return [fromLinear(row(m[0])), fromLinear(row(m[1])), fromLinear(row(m[2]))];
}

/** CIE L*a*b* (D65 white) of a 0–255 sRGB colour. */
export function toLab(rgb: Rgb): Lab {
  const [r, g, b] = rgb.map(toLinear) as unknown as Rgb;
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const f = (t: number): number => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** The CIEDE2000 colour difference ΔE00 (Sharma, Wu & Dalal 2005). */
export function deltaE2000(lab1: Lab, lab2: Lab): number {
  const [L1, a1, b1] = lab1;
  const [L2, a2, b2] = lab2;
  const rad = Math.PI / 180;
  const C1 = Math.hypot(a1, b1);
  const C2 = Math.hypot(a2, b2);
  const Cm = (C1 + C2) / 2;
  const G = 0.5 * (1 - Math.sqrt(Cm ** 7 / (Cm ** 7 + 25 ** 7)));
  const a1p = (1 + G) * a1;
  const a2p = (1 + G) * a2;
  const C1p = Math.hypot(a1p, b1);
  const C2p = Math.hypot(a2p, b2);
  const hue = (b: number, a: number): number => {
    if (a === 0 && b === 0) return 0;
    const h = Math.atan2(b, a) / rad;
    return h < 0 ? h + 360 : h;
  };
  const h1p = hue(b1, a1p);
  const h2p = hue(b2, a2p);
  const dLp = L2 - L1;
  const dCp = C2p - C1p;
  let dhp = 0;
  if (C1p * C2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin((dhp / 2) * rad);
  const Lmp = (L1 + L2) / 2;
  const Cmp = (C1p + C2p) / 2;
  let hmp = h1p + h2p;
  if (C1p * C2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) hmp = (h1p + h2p) / 2;
    else hmp = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
  }
  const T =
    1 -
    0.17 * Math.cos((hmp - 30) * rad) +
    0.24 * Math.cos(2 * hmp * rad) +
    0.32 * Math.cos((3 * hmp + 6) * rad) -
    0.2 * Math.cos((4 * hmp - 63) * rad);
  const dTheta = 30 * Math.exp(-(((hmp - 275) / 25) ** 2));
  const Rc = 2 * Math.sqrt(Cmp ** 7 / (Cmp ** 7 + 25 ** 7));
  const Sl = 1 + (0.015 * (Lmp - 50) ** 2) / Math.sqrt(20 + (Lmp - 50) ** 2);
  const Sc = 1 + 0.045 * Cmp;
  const Sh = 1 + 0.015 * Cmp * T;
  const Rt = -Math.sin(2 * dTheta * rad) * Rc;
  return Math.sqrt((dLp / Sl) ** 2 + (dCp / Sc) ** 2 + (dHp / Sh) ** 2 + Rt * (dCp / Sc) * (dHp / Sh));
}

export type PairCheck = {
  readonly vision: Vision;
  /** CIEDE2000 difference of the two colours as seen with this vision. */
  readonly deltaE: number;
  /** Difference of CIE lightness L* (0–100), which survives every kind of colour blindness. */
  readonly deltaL: number;
  /**
   * The hue part of the difference: ΔE00 of the two at one lightness (L* 50). Two colours apart by
   * lightness alone read as one colour lit differently, as a glossy cell's own top and foot do.
   */
  readonly hueDeltaE: number;
};

/** The difference of two colours under normal vision and each of the three colour blindnesses. */
export function checkPair(a: Rgb, b: Rgb): PairCheck[] {
  return VISIONS.map((vision) => {
    const la = toLab(simulate(a, vision));
    const lb = toLab(simulate(b, vision));
    return {
      vision,
      deltaE: deltaE2000(la, lb),
      deltaL: Math.abs(la[0] - lb[0]),
      hueDeltaE: deltaE2000([50, la[1], la[2]], [50, lb[1], lb[2]]),
    };
  });
}
