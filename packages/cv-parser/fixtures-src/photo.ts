/**
 * Synthetic portrait photos: a drawn silhouette (head, hair, shoulders) on a plain background, rendered
 * from SVG with sharp. No real person is depicted.
 */
import sharp from 'sharp';

const backgrounds = ['#9fb3c8', '#c8d3c0', '#d9cbb8', '#b8c4d9', '#cfd8dc', '#d7c4cf'];
const skins = ['#f1c7a5', '#e0ac86', '#c68863', '#8d5a3b', '#f5d0b5', '#d9a07a'];
const hairs = ['#2b1d14', '#6b4a2b', '#a7a7a7', '#c9a15a', '#3b3b3b', '#7a3b1d'];
const clothes = ['#1f2d3d', '#37474f', '#4a3f35', '#22313f', '#3e2f4f', '#2f4f4f'];

function pick(list: string[], seed: number): string {
  const value = list[seed % list.length];
  if (value === undefined) throw new Error('empty palette');
  return value;
}

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0;
  return h;
}

/** A 240×300 JPEG portrait, different per seed and always the same for the same seed. */
export async function portrait(seed: string): Promise<Buffer> {
  const h = hash(seed);
  const longHair = (h >>> 9) % 2 === 0;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="300" viewBox="0 0 240 300">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${pick(backgrounds, h)}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.6"/>
  </linearGradient></defs>
  <rect width="240" height="300" fill="url(#bg)"/>
  ${longHair ? `<ellipse cx="120" cy="140" rx="66" ry="92" fill="${pick(hairs, h >>> 3)}"/>` : ''}
  <path d="M20 300 C 30 225, 80 205, 120 205 C 160 205, 210 225, 220 300 Z" fill="${pick(clothes, h >>> 5)}"/>
  <path d="M100 200 L120 240 L140 200 Z" fill="#f4f4f4"/>
  <rect x="104" y="165" width="32" height="40" rx="10" fill="${pick(skins, h >>> 7)}"/>
  <ellipse cx="120" cy="122" rx="48" ry="60" fill="${pick(skins, h >>> 7)}"/>
  <path d="M70 118 C 70 60, 170 60, 170 118 C 160 88, 80 88, 70 118 Z" fill="${pick(hairs, h >>> 3)}"/>
  <ellipse cx="101" cy="124" rx="5" ry="3.5" fill="#2d2d2d"/><ellipse cx="139" cy="124" rx="5" ry="3.5" fill="#2d2d2d"/>
  <path d="M104 152 Q120 162 136 152" stroke="#8a4b3b" stroke-width="3" fill="none" stroke-linecap="round"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 78 }).toBuffer();
}
