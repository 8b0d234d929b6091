// Home-screen icons and the web manifest, drawn at build from static/favicon.svg.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { withBase } from '../../templates/lib/links.ts';
import { backgroundColor, manifestPath, pngIcons, themeColor } from '../../templates/lib/seo.ts';

// Icons a system crops get a full-bleed square of the theme colour behind the mark: iOS fills
// transparent corners with black, and a maskable icon may be cut to any shape inside its central
// 80 % circle, so its mark sits within that circle.
const markScale: Record<(typeof pngIcons)[number]['purpose'], number | undefined> = { 'apple-touch': 0.86, maskable: 0.72, any: undefined };

/** The web manifest (https://www.w3.org/TR/appmanifest/): names, start URL and scope under the base path, colours, icons. */
export function webManifest(options: { name: string; shortName: string; description: string; basePath: string }) {
  return {
    name: options.name,
    short_name: options.shortName,
    description: options.description,
    lang: 'en',
    start_url: withBase(options.basePath, '/'),
    scope: withBase(options.basePath, '/'),
    display: 'standalone',
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: [
      { src: withBase(options.basePath, '/favicon.svg'), sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ...pngIcons
        .filter((icon) => icon.purpose !== 'apple-touch')
        .map((icon) => ({ src: withBase(options.basePath, icon.path), sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
    ],
  };
}

/** Writes every PNG icon of `pngIcons` and the manifest into `outDir`. */
export async function buildIcons(root: string, outDir: string, manifest: ReturnType<typeof webManifest>): Promise<void> {
  const svg = await readFile(join(root, 'static', 'favicon.svg'));
  await Promise.all(
    pngIcons.map(async (icon) => {
      const target = join(outDir, icon.path);
      const scale = markScale[icon.purpose];
      if (scale === undefined) return sharp(svg, { density: 600 }).resize(icon.size, icon.size).png().toFile(target);
      const inner = Math.round(icon.size * scale);
      const mark = await sharp(svg, { density: 600 }).resize(inner, inner).png().toBuffer();
      const offset = Math.round((icon.size - inner) / 2);
      return sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: themeColor } })
        .composite([{ input: mark, left: offset, top: offset }])
        .png()
        .toFile(target);
    }),
  );
  await writeFile(join(outDir, manifestPath), `${JSON.stringify(manifest, null, 2)}\n`);
}
