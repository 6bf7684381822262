/**
 * Renders the PWA icons from public/logo.svg (run `npx tsx scripts/generate-icons.ts` after changing
 * the logo; the PNGs are committed). "any" icons keep the logo's rounded corners; the maskable one
 * fills the square with the logo colour and keeps the art inside the 80 % safe zone that launchers
 * may crop to a circle.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const PUBLIC = join(import.meta.dirname, '..', 'public');
const LOGO_COLOUR = '#0d7562';
const logo = readFileSync(join(PUBLIC, 'logo.svg'));

async function render(size: number, file: string): Promise<void> {
  await sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(PUBLIC, file));
}

async function renderMaskable(size: number, file: string): Promise<void> {
  const inner = Math.round(size * 0.8);
  const art = await sharp(logo, { density: (72 * inner) / 64 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: LOGO_COLOUR } })
    .composite([{ input: art, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(join(PUBLIC, file));
}

await render(192, 'pwa-192x192.png');
await render(512, 'pwa-512x512.png');
await render(180, 'apple-touch-icon.png');
await renderMaskable(512, 'pwa-maskable-512x512.png');
console.log('icons written to public/');
