import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { sharp } from "~/services/sharp.server";
import type { ProductShape } from "./content-types";

// The pool of generated product pictures ("a pool of generated pictures shared by
// products, so that large seeds stay fast"). Each is a 1400 px studio-style shot of a product
// shape on a soft gradient; files are kept in IMAGE_DIR/pool and reused across seeds.

export const SOURCE_SIZE = 1400;

const PALETTES = [
  { bg: ["#f3efe7", "#e4dccd"], body: "#7a9e7e", label: "#f7f4ee", accent: "#3f5d45" },
  { bg: ["#eef2f5", "#d9e2ea"], body: "#5b7fa3", label: "#f4f7fa", accent: "#2d4761" },
  { bg: ["#f7ece8", "#ead4cc"], body: "#c98b7a", label: "#fbf3ef", accent: "#7b4436" },
  { bg: ["#f1f0f6", "#dedbea"], body: "#8a7fb0", label: "#f6f5fb", accent: "#4a4170" },
  { bg: ["#f6f3e4", "#e9e1bf"], body: "#c9a94a", label: "#fbf8ec", accent: "#6e5a1d" },
  { bg: ["#e9f3f1", "#cfe4df"], body: "#4f9a8c", label: "#f2f9f7", accent: "#24574e" },
  { bg: ["#f8eef2", "#ecd5de"], body: "#b9708b", label: "#fcf4f7", accent: "#6b3349" },
  { bg: ["#eff0ee", "#d8dbd6"], body: "#5f6b63", label: "#f5f6f4", accent: "#2f3631" },
  { bg: ["#f2f3e8", "#dfe2c8"], body: "#8c9a4f", label: "#f8f9f0", accent: "#4b5524" },
];

const LEAF = (x: number, y: number, s: number, color: string) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0 20C0 6 10 -2 24 -2c-1 14-9 24-22 24l-4 4" fill="none" stroke="${color}" stroke-width="3" stroke-linecap="round"/>`;

function shapeSvg(shape: ProductShape, p: (typeof PALETTES)[number]) {
  switch (shape) {
    case "bottle":
      return `<rect x="620" y="250" width="160" height="150" rx="20" fill="${p.accent}"/>
        <path d="M560 420q0-30 40-40h200q40 10 40 40v640q0 50-50 50H610q-50 0-50-50z" fill="${p.body}"/>
        <rect x="590" y="600" width="220" height="280" rx="14" fill="${p.label}"/>${LEAF(660, 700, 3, p.accent)}`;
    case "jar":
      return `<rect x="470" y="520" width="460" height="110" rx="24" fill="${p.accent}"/>
        <rect x="450" y="620" width="500" height="420" rx="60" fill="${p.body}"/>
        <rect x="500" y="720" width="400" height="200" rx="14" fill="${p.label}"/>${LEAF(640, 790, 3.2, p.accent)}`;
    case "tube":
      return `<path d="M560 300h280l-30 640H590z" fill="${p.body}"/><rect x="560" y="270" width="280" height="40" rx="8" fill="${p.label}"/>
        <rect x="630" y="940" width="140" height="130" rx="16" fill="${p.accent}"/>
        <rect x="600" y="520" width="200" height="250" rx="12" fill="${p.label}"/>${LEAF(650, 600, 3, p.accent)}`;
    case "box":
      return `<path d="M430 470l270-110 270 110v520l-270 110-270-110z" fill="${p.body}"/><path d="M430 470l270 110 270-110" fill="none" stroke="${p.accent}" stroke-width="14"/>
        <path d="M700 580v520" stroke="${p.accent}" stroke-width="14"/><rect x="480" y="650" width="170" height="200" rx="10" fill="${p.label}" transform="skewY(22) translate(0 -190)"/>`;
    case "candle":
      return `<path d="M700 300q40 60 0 120q-40-60 0-120z" fill="#f0a54a"/><rect x="694" y="410" width="12" height="60" fill="#333"/>
        <rect x="500" y="460" width="400" height="600" rx="40" fill="${p.body}"/><rect x="500" y="460" width="400" height="70" rx="30" fill="${p.label}"/>
        <rect x="560" y="680" width="280" height="220" rx="12" fill="${p.label}"/>${LEAF(650, 750, 3, p.accent)}`;
    case "pot":
      return `<path d="M480 560h440l-50 500H530z" fill="${p.body}"/><rect x="450" y="520" width="500" height="80" rx="20" fill="${p.accent}"/>
        <path d="M700 520c-20-120 40-200 140-230-10 110-60 190-140 230zM700 520c10-110-40-170-120-190 0 90 40 160 120 190z" fill="#6e9b5e"/>`;
    case "towel":
      return `<rect x="420" y="420" width="560" height="200" rx="40" fill="${p.body}"/><rect x="440" y="600" width="520" height="190" rx="40" fill="${p.label}"/>
        <rect x="420" y="770" width="560" height="200" rx="40" fill="${p.body}"/><rect x="420" y="880" width="560" height="24" fill="${p.accent}" opacity=".5"/>`;
    case "mug":
      return `<path d="M880 560h50q90 0 90 120t-90 120h-50" fill="none" stroke="${p.body}" stroke-width="50"/>
        <rect x="460" y="460" width="440" height="560" rx="60" fill="${p.body}"/><rect x="460" y="460" width="440" height="60" rx="30" fill="${p.accent}" opacity=".35"/>${LEAF(600, 680, 4.5, p.label)}`;
    case "bar":
      return `<rect x="400" y="600" width="600" height="330" rx="90" fill="${p.body}"/><rect x="440" y="560" width="520" height="300" rx="80" fill="${p.label}"/>${LEAF(620, 650, 4.5, p.accent)}`;
    case "pouch":
      return `<path d="M480 420h440l30 640H450z" fill="${p.body}"/><rect x="480" y="400" width="440" height="60" rx="10" fill="${p.accent}"/>
        <rect x="540" y="620" width="320" height="260" rx="16" fill="${p.label}"/>${LEAF(640, 700, 3.6, p.accent)}`;
  }
}

function pictureSvg(shape: ProductShape, paletteIndex: number) {
  const p = PALETTES[paletteIndex % PALETTES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SOURCE_SIZE}" height="${SOURCE_SIZE}" viewBox="0 0 1400 1400">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient>
    <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
    <rect width="1400" height="1400" fill="url(#bg)"/><ellipse cx="700" cy="1100" rx="380" ry="60" fill="url(#shadow)"/>${shapeSvg(shape, p)}</svg>`;
}

export interface PoolImage {
  id: number;
  shape: ProductShape;
  file: string;
}

export const SHAPES: ProductShape[] = ["bottle", "jar", "tube", "box", "candle", "pot", "towel", "mug", "bar", "pouch"];

/** Writes the pool (skipping files already there) and returns its images, ids from 1. */
export async function ensureImagePool(imageDir: string, perShape = PALETTES.length): Promise<PoolImage[]> {
  const poolDir = path.join(imageDir, "pool");
  mkdirSync(poolDir, { recursive: true });
  const images: PoolImage[] = [];
  let id = 1;
  for (const shape of SHAPES) {
    for (let palette = 0; palette < perShape; palette++) {
      const file = `pool/${shape}-${palette}.jpg`;
      images.push({ id: id++, shape, file });
    }
  }
  const missing = images.filter((image) => !existsSync(path.join(imageDir, image.file)));
  // two at a time: the machine has two cores
  for (let i = 0; i < missing.length; i += 2) {
    await Promise.all(
      missing.slice(i, i + 2).map((image) =>
        sharp(Buffer.from(pictureSvg(image.shape, Number(image.file.match(/-(\d+)\.jpg$/)?.[1] ?? 0))))
          .jpeg({ quality: 84, mozjpeg: true })
          .toFile(path.join(imageDir, image.file)),
      ),
    );
  }
  return images;
}
