import { IMAGE_SIZES, type ImageStore, loadSharp } from '../../adapters/images';
import { DEMO_EQUIPMENT, type EquipmentName } from './equipment';

const WIDTH = 800;
const HEIGHT = 600;
const GROUND_Y = 470;

interface Palette {
  skyTop: string;
  skyBottom: string;
  ground: string;
  accent: string;
}

interface Illustration {
  palette: Palette;
  /** Where the sun sits, clear of the obstacle. */
  sunX?: number;
  /** SVG elements of the obstacle, drawn over sky and ground. */
  drawing: string;
}

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

const monkeyBars = (accent: string) => `
  <rect x="130" y="180" width="22" height="${GROUND_Y - 180}" fill="#5b616b"/>
  <rect x="650" y="180" width="22" height="${GROUND_Y - 180}" fill="#5b616b"/>
  <rect x="160" y="205" width="22" height="${GROUND_Y - 205}" fill="#7a818c"/>
  <rect x="680" y="205" width="22" height="${GROUND_Y - 205}" fill="#7a818c"/>
  ${range(170, 630, 46)
    .map(
      (x) =>
        `<line x1="${x}" y1="182" x2="${x + 30}" y2="210" stroke="#d9dde3" stroke-width="9" stroke-linecap="round"/>`,
    )
    .join('')}
  <rect x="122" y="172" width="560" height="16" rx="6" fill="${accent}"/>
  <rect x="152" y="200" width="560" height="16" rx="6" fill="${accent}"/>
  <circle cx="384" cy="262" r="17" fill="#3b3b3b"/>
  <path d="M364 210 L372 298 M404 210 L396 298 M372 298 L396 298 M384 298 L384 380 M384 380 L366 448 M384 380 L402 446" stroke="#3b3b3b" stroke-width="11" stroke-linecap="round" fill="none"/>`;

const balanceBeam = (accent: string) => `
  ${[170, 395, 620].map((x) => `<rect x="${x}" y="395" width="16" height="${GROUND_Y - 395}" fill="#6b4a2b"/>`).join('')}
  <rect x="110" y="372" width="590" height="26" rx="5" fill="${accent}"/>
  <rect x="110" y="372" width="590" height="7" rx="3" fill="#ffffff" fill-opacity="0.35"/>`;

const cargoNet = (accent: string) => `
  <clipPath id="net"><polygon points="215,${GROUND_Y} 400,168 585,${GROUND_Y}"/></clipPath>
  <g clip-path="url(#net)" stroke="#f4e4c1" stroke-width="5">
    ${range(-300, 900, 34)
      .map(
        (x) =>
          `<line x1="${x}" y1="${GROUND_Y}" x2="${x + 320}" y2="150"/><line x1="${x}" y1="150" x2="${x + 320}" y2="${GROUND_Y}"/>`,
      )
      .join('')}
  </g>
  <line x1="200" y1="${GROUND_Y}" x2="400" y2="150" stroke="${accent}" stroke-width="18" stroke-linecap="round"/>
  <line x1="600" y1="${GROUND_Y}" x2="400" y2="150" stroke="${accent}" stroke-width="18" stroke-linecap="round"/>
  <circle cx="400" cy="150" r="14" fill="${accent}"/>`;

const tyreRun = (accent: string, ground: string) => {
  const tyre = (x: number, y: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="50" ry="21" fill="#1f1f1f"/><ellipse cx="${x}" cy="${y - 2}" rx="25" ry="9" fill="${ground}"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="50" ry="21" fill="none" stroke="${accent}" stroke-width="3"/>`;
  return `${range(170, 610, 110)
    .map((x) => tyre(x, 405))
    .join('')}${range(225, 665, 110)
    .map((x) => tyre(x, 450))
    .join('')}`;
};

const ropeClimb = (accent: string) => `
  <rect x="240" y="95" width="24" height="${GROUND_Y - 95}" fill="${accent}"/>
  <rect x="536" y="95" width="24" height="${GROUND_Y - 95}" fill="${accent}"/>
  <rect x="220" y="82" width="360" height="26" rx="6" fill="${accent}"/>
  <path d="M400 108 C 390 180, 412 250, 398 320 S 406 420, 402 455" stroke="#c9a36a" stroke-width="13" fill="none" stroke-linecap="round"/>
  ${[175, 245, 315, 385].map((y) => `<ellipse cx="402" cy="${y}" rx="12" ry="9" fill="#a9844d"/>`).join('')}
  <path d="M470 112 L470 126 Q452 128 452 152 L488 152 Q488 128 470 126 Z" fill="#e2b93b"/>
  <circle cx="470" cy="156" r="5" fill="#e2b93b"/>`;

const wallJump = (accent: string) => `
  <rect x="283" y="225" width="18" height="${GROUND_Y - 225}" fill="#5e3c1e"/>
  <rect x="499" y="225" width="18" height="${GROUND_Y - 225}" fill="#5e3c1e"/>
  <rect x="300" y="245" width="200" height="${GROUND_Y - 245}" fill="${accent}"/>
  ${range(275, GROUND_Y - 5, 30)
    .map((y) => `<line x1="300" y1="${y}" x2="500" y2="${y}" stroke="#6e4524" stroke-width="3"/>`)
    .join('')}
  <rect x="292" y="238" width="216" height="12" rx="3" fill="#6e4524"/>`;

const hurdles = (accent: string) =>
  [
    { x: 130, top: 385 },
    { x: 340, top: 360 },
    { x: 550, top: 335 },
  ]
    .map(
      ({ x, top }) => `
  <rect x="${x}" y="${top}" width="10" height="${GROUND_Y - top}" fill="#d0d4da"/>
  <rect x="${x + 120}" y="${top}" width="10" height="${GROUND_Y - top}" fill="#d0d4da"/>
  <rect x="${x - 20}" y="${GROUND_Y - 6}" width="50" height="6" fill="#9aa0a8"/>
  <rect x="${x + 100}" y="${GROUND_Y - 6}" width="50" height="6" fill="#9aa0a8"/>
  ${range(0, 3, 1)
    .map(
      (i) =>
        `<rect x="${x + i * 32.5}" y="${top - 8}" width="32.5" height="22" fill="${i % 2 ? '#ffffff' : accent}"/>`,
    )
    .join('')}`,
    )
    .join('');

const warpedWall = (accent: string) => `
  <path d="M210 ${GROUND_Y} Q 540 ${GROUND_Y} 550 175 L 640 175 L 640 ${GROUND_Y} Z" fill="${accent}"/>
  <path d="M210 ${GROUND_Y} Q 540 ${GROUND_Y} 550 175" stroke="#ffffff" stroke-opacity="0.4" stroke-width="6" fill="none"/>
  <rect x="540" y="165" width="140" height="14" rx="4" fill="#3d2b6b"/>
  <rect x="652" y="118" width="8" height="48" fill="#3d2b6b"/>
  <circle cx="656" cy="112" r="16" fill="#e53e3e"/>`;

const ILLUSTRATIONS: Partial<Record<EquipmentName, Illustration>> = {
  'Monkey Bars': {
    palette: { skyTop: '#7cc4f2', skyBottom: '#d8f0ff', ground: '#5fa45a', accent: '#d64545' },
    drawing: monkeyBars('#d64545'),
  },
  'Balance Beam': {
    palette: { skyTop: '#f6c28b', skyBottom: '#fff1dc', ground: '#c9a36a', accent: '#e0801e' },
    drawing: balanceBeam('#e0801e'),
  },
  'Cargo Net': {
    palette: { skyTop: '#3aa6a0', skyBottom: '#c8f1ec', ground: '#4b8f4a', accent: '#8b5a2b' },
    drawing: cargoNet('#8b5a2b'),
  },
  'Tyre Run': {
    palette: { skyTop: '#9ec9ff', skyBottom: '#eef5ff', ground: '#d9b77c', accent: '#f2c200' },
    drawing: tyreRun('#f2c200', '#d9b77c'),
  },
  'Rope Climb': {
    palette: { skyTop: '#4f6fd6', skyBottom: '#c9d6ff', ground: '#3f8a4f', accent: '#2f3e66' },
    drawing: ropeClimb('#2f3e66'),
  },
  'Wall Jump': {
    palette: { skyTop: '#f28b82', skyBottom: '#ffe3df', ground: '#6aa84f', accent: '#b7793f' },
    drawing: wallJump('#b7793f'),
  },
  Hurdles: {
    palette: { skyTop: '#64b5a8', skyBottom: '#e0f7f2', ground: '#c4553b', accent: '#1f5fbf' },
    drawing: hurdles('#1f5fbf'),
  },
  'Warped Wall': {
    palette: { skyTop: '#231a4f', skyBottom: '#7d6bc9', ground: '#2e7d32', accent: '#8e6fe0' },
    sunX: 110,
    drawing: warpedWall('#8e6fe0'),
  },
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function equipmentSvg(name: EquipmentName): string {
  const illustration = ILLUSTRATIONS[name];
  if (!illustration) throw new Error(`No demo illustration for ${name}`);
  const { palette, drawing, sunX = 700 } = illustration;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="90" r="42" fill="#ffd84d" fill-opacity="0.9"/>
  <rect y="${GROUND_Y}" width="${WIDTH}" height="${HEIGHT - GROUND_Y}" fill="${palette.ground}"/>
  ${drawing}
  <rect x="170" y="505" width="460" height="70" rx="35" fill="#000000" fill-opacity="0.55"/>
  <rect x="170" y="505" width="12" height="70" rx="6" fill="${palette.accent}"/>
  <text x="400" y="553" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif"
    font-size="40" font-weight="bold" fill="#ffffff">${escapeXml(name)}</text>
</svg>`;
}

/**
 * The drawings as PNG, made once per process: the store takes raster images only (an SVG upload is
 * refused), and an uncompressed PNG is the quickest to write and to read back.
 */
let drawings: Promise<[EquipmentName, Buffer][]> | undefined;

async function drawEquipment(): Promise<[EquipmentName, Buffer][]> {
  const withImages = DEMO_EQUIPMENT.filter((item) => item.hasImage);
  const sharp = await loadSharp();
  return Promise.all(
    withImages.map(
      async (item): Promise<[EquipmentName, Buffer]> => [
        item.name,
        await sharp(Buffer.from(equipmentSvg(item.name)))
          .png({ compressionLevel: 0 })
          .toBuffer(),
      ],
    ),
  );
}

/**
 * Puts each demo obstacle's drawing into the image store as an equipment upload would go, and
 * answers its `/uploads/<hash>.webp` URL by name. The same drawing gives the same WebP, so a second
 * seed of one database adds no image rows.
 */
export async function storeEquipmentImages(store: ImageStore): Promise<Map<EquipmentName, string>> {
  drawings ??= drawEquipment();
  const stored = await Promise.all(
    (await drawings).map(
      async ([name, png]) => [name, (await store.store(png, IMAGE_SIZES.equipment)).url] as const,
    ),
  );
  return new Map(stored);
}
