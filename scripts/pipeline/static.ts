import { existsSync } from 'node:fs';
import { cp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

/** Copies static/ as it is, and derives the PNG touch icon from the SVG favicon. */
export async function copyStatic(root: string, outDir: string): Promise<void> {
  const staticDir = join(root, 'static');
  if (existsSync(staticDir)) await cp(staticDir, outDir, { recursive: true });
  const svg = await readFile(join(staticDir, 'favicon.svg'));
  await sharp(svg, { density: 300 }).resize(180, 180).png().toFile(join(outDir, 'apple-touch-icon.png'));
}
