/**
 * A screenshot made small enough to keep in the repository: a PNG of at most 256 colours (an
 * indexed PNG). A screen of the app has a few thousand colours, nearly all of them the
 * anti-aliased edges of text and lines between a few flat ones; a 1280×800 picture of it goes
 * from 150–250 KB as Chromium writes it to 55–90 KB, with no difference the eye can find (the
 * edges move by a step or two of 255; the flat colours not at all). A picture of 256 colours or
 * fewer keeps them all, exactly.
 */
import { decode, encode } from 'fast-png';

type Rgb = readonly [number, number, number];

/** One colour of the picture and how many pixels have it. */
interface Swatch {
  readonly rgb: Rgb;
  readonly count: number;
}

const MAX_COLOURS = 256;

/** The picture's colours with their pixel counts (an opaque 8-bit RGB or RGBA PNG). */
function swatchesOf(pixels: Uint8Array, channels: number): Map<number, Swatch> {
  const swatches = new Map<number, Swatch>();
  for (let at = 0; at < pixels.length; at += channels) {
    const rgb: Rgb = [pixels[at] ?? 0, pixels[at + 1] ?? 0, pixels[at + 2] ?? 0];
    const key = (rgb[0] << 16) | (rgb[1] << 8) | rgb[2];
    swatches.set(key, { rgb, count: (swatches.get(key)?.count ?? 0) + 1 });
  }
  return swatches;
}

/** The widest channel of a group of colours, and how wide it is. */
function widestChannel(group: readonly Swatch[]): { channel: 0 | 1 | 2; width: number } {
  let best: { channel: 0 | 1 | 2; width: number } = { channel: 0, width: -1 };
  for (const channel of [0, 1, 2] as const) {
    const values = group.map((swatch) => swatch.rgb[channel]);
    const width = Math.max(...values) - Math.min(...values);
    if (width > best.width) best = { channel, width };
  }
  return best;
}

function pixelsIn(group: readonly Swatch[]): number {
  return group.reduce((sum, swatch) => sum + swatch.count, 0);
}

/** The group's colour: the mean of its colours weighted by their pixels, rounded. */
function meanColour(group: readonly Swatch[]): Rgb {
  const total = pixelsIn(group);
  const mean = (channel: 0 | 1 | 2) =>
    Math.round(group.reduce((sum, swatch) => sum + swatch.rgb[channel] * swatch.count, 0) / total);
  return [mean(0), mean(1), mean(2)];
}

/**
 * At most `size` colours for these (median cut): the group with the most pixels times its widest
 * channel is split at its pixels' median along that channel until there are `size` groups, and
 * each group's colour is its weighted mean. So a flat colour that fills much of the screen keeps
 * a group of its own, exactly, and the edges between two colours share the rest.
 */
function medianCutPalette(swatches: readonly Swatch[], size: number): Rgb[] {
  const groups: Swatch[][] = [[...swatches]];
  while (groups.length < size) {
    let pick = -1;
    let pickScore = 0;
    for (const [index, group] of groups.entries()) {
      if (group.length < 2) continue;
      const score = pixelsIn(group) * widestChannel(group).width;
      if (score > pickScore) [pick, pickScore] = [index, score];
    }
    if (pick === -1) break;
    const group = groups[pick] ?? [];
    const { channel } = widestChannel(group);
    group.sort((a, b) => a.rgb[channel] - b.rgb[channel]);
    const half = pixelsIn(group) / 2;
    let split = 1;
    for (let seen = group[0]?.count ?? 0; split < group.length - 1 && seen < half; split++) {
      seen += group[split]?.count ?? 0;
    }
    groups.splice(pick, 1, group.slice(0, split), group.slice(split));
  }
  return groups.map(meanColour);
}

function distance(a: Rgb, b: Rgb): number {
  return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;
}

/** The index of the palette's colour nearest `rgb`. */
function nearest(palette: readonly Rgb[], rgb: Rgb): number {
  let best = 0;
  for (let index = 1; index < palette.length; index++) {
    if (distance(palette[index] as Rgb, rgb) < distance(palette[best] as Rgb, rgb)) best = index;
  }
  return best;
}

/**
 * The same picture as an indexed PNG of at most 256 colours: exact when it has that few, else
 * each pixel the nearest of a median-cut palette (no dithering, which would only add noise to
 * flat screens). Refuses a picture that is not opaque 8-bit RGB or RGBA: a screenshot of the app
 * is, and anything else is not what this is for.
 */
export function toPalettePng(png: Uint8Array): Uint8Array {
  const image = decode(png);
  const { width, height, channels, depth } = image;
  if (depth !== 8 || (channels !== 3 && channels !== 4) || image.palette !== undefined) {
    throw new Error(`Expected an 8-bit RGB or RGBA PNG, got ${channels} channels of ${depth} bits`);
  }
  const pixels = image.data as Uint8Array;
  if (channels === 4) {
    for (let at = 3; at < pixels.length; at += 4) {
      if (pixels[at] !== 255) throw new Error('Expected an opaque picture: it has transparency');
    }
  }
  const swatches = swatchesOf(pixels, channels);
  const palette =
    swatches.size <= MAX_COLOURS
      ? [...swatches.values()].map((swatch) => swatch.rgb)
      : medianCutPalette([...swatches.values()], MAX_COLOURS);
  const indexOf = new Map<number, number>();
  for (const [key, swatch] of swatches) indexOf.set(key, nearest(palette, swatch.rgb));
  const indices = new Uint8Array(width * height);
  for (let pixel = 0, at = 0; pixel < indices.length; pixel++, at += channels) {
    const key = ((pixels[at] ?? 0) << 16) | ((pixels[at + 1] ?? 0) << 8) | (pixels[at + 2] ?? 0);
    indices[pixel] = indexOf.get(key) ?? 0;
  }
  return encode(
    {
      width,
      height,
      data: indices,
      channels: 1,
      depth: 8,
      palette: palette.map((rgb) => [...rgb]),
    },
    { zlib: { level: 9 } },
  );
}
