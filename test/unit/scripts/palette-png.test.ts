/**
 * The README's pictures are kept as indexed PNGs of at most 256 colours: a picture with that
 * few comes back exactly, and one with more keeps its flat colours exactly and every other pixel
 * near its own colour.
 */
import { decode, encode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { toPalettePng } from '../../../scripts/screenshots/palette-png';

type Rgb = [number, number, number];

/** An opaque RGB PNG of `width` × `height` whose pixel (x, y) is `colour(x, y)`. */
function picture(width: number, height: number, colour: (x: number, y: number) => Rgb) {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) data.set(colour(x, y), (y * width + x) * 3);
  }
  return { width, height, data, png: encode({ width, height, data, channels: 3, depth: 8 }) };
}

/** Each pixel of an indexed PNG as its RGB colour. */
function pixelsOf(png: Uint8Array): { rgb: Uint8Array; colours: number } {
  const image = decode(png);
  const palette = image.palette;
  if (palette === undefined) throw new Error('not an indexed PNG');
  const rgb = new Uint8Array(image.width * image.height * 3);
  image.data.forEach((index, pixel) => rgb.set((palette[index] ?? []).slice(0, 3), pixel * 3));
  return { rgb, colours: palette.length };
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [0, 1, 2].map((c) => Math.round((a[c] ?? 0) + ((b[c] ?? 0) - (a[c] ?? 0)) * t)) as Rgb;
}

describe('toPalettePng', () => {
  it('keeps a picture of 256 colours or fewer exactly', () => {
    // 256 colours, each a different mix of the three channels, each on 8 pixels.
    const image = picture(64, 32, (x, y) => {
      const i = (y * 64 + x) % 256;
      return [i, (i * 7) % 256, (i * 13) % 256];
    });
    const colours = new Set<string>();
    for (let at = 0; at < image.data.length; at += 3) {
      colours.add(image.data.slice(at, at + 3).join());
    }
    expect(colours.size).toBeLessThanOrEqual(256);

    const { rgb } = pixelsOf(toPalettePng(image.png));
    expect(rgb).toEqual(image.data);
  });

  it('keeps the flat colours of a screen exactly and its anti-aliased edges near', () => {
    // A screen: mostly background, four flat colours, and a ramp from the background to each
    // (the anti-aliased edges of text and lines): 4 × 255 + 1 colours in all.
    const background: Rgb = [243, 244, 246];
    const inks: Rgb[] = [
      [31, 41, 55],
      [37, 99, 235],
      [194, 65, 12],
      [22, 163, 74],
    ];
    const image = picture(600, 400, (x, y) => {
      if (y >= 40) return background;
      const ink = inks[Math.floor(x / 150)] as Rgb;
      if (y < 20) return ink;
      return mix(background, ink, ((x % 150) * 255 + y) / (150 * 255));
    });
    const colours = new Set<string>();
    for (let at = 0; at < image.data.length; at += 3) {
      colours.add(image.data.slice(at, at + 3).join());
    }
    expect(colours.size).toBeGreaterThan(256);

    const { rgb, colours: paletteSize } = pixelsOf(toPalettePng(image.png));
    expect(paletteSize).toBeLessThanOrEqual(256);
    let worstFlat = 0;
    let worstEdge = 0;
    for (let at = 0; at < rgb.length; at += 3) {
      const y = Math.floor(at / 3 / 600);
      const error = Math.max(
        ...[0, 1, 2].map((c) => Math.abs((rgb[at + c] ?? 0) - (image.data[at + c] ?? 0))),
      );
      if (y >= 40 || y < 20) worstFlat = Math.max(worstFlat, error);
      else worstEdge = Math.max(worstEdge, error);
    }
    expect(worstFlat).toBe(0);
    expect(worstEdge).toBeGreaterThan(0);
    expect(worstEdge).toBeLessThanOrEqual(4);
  });

  it('is smaller than the picture it was given, for a screen of many colours', () => {
    const image = picture(400, 300, (x, y) => mix([255, 255, 255], [20, 30, 200], (x + y) / 700));
    expect(toPalettePng(image.png).length).toBeLessThan(image.png.length);
  });

  it('refuses a picture with transparency', () => {
    const data = new Uint8Array(4 * 4 * 4).fill(255);
    data[3] = 0;
    const png = encode({ width: 4, height: 4, data, channels: 4, depth: 8 });
    expect(() => toPalettePng(png)).toThrow('Expected an opaque picture');
  });
});
