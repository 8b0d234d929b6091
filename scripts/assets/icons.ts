// Home-screen icons and the web manifest, drawn at build from static/favicon.svg.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { withBase } from '../../model/hrefs.ts';
import { backgroundColor, manifestPath, pngIcons, themeColor } from '../../templates/files.ts';
import { KeptFiles, sha256 } from '../lib/kept.ts';
import { sourcesHash } from '../lib/sources-hash.ts';
import { libvipsBuild, loadSharp } from './images/vips.ts';

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

/**
 * Writes every PNG icon of `pngIcons` and the manifest into `outDir`. With `cacheDir`, the icons are
 * kept between builds under the mark's bytes, the libvips build and the code that draws them.
 */
export async function buildIcons(root: string, outDir: string, manifest: ReturnType<typeof webManifest>, cacheDir?: string): Promise<void> {
  const svg = await readFile(join(root, 'static', 'favicon.svg'));
  const cache = cacheDir ? new KeptFiles(join(cacheDir, 'icons')) : undefined;
  const drawnBy = cache && JSON.stringify({ svg: sha256(svg), vips: libvipsBuild, code: sourcesHash(['scripts/assets/icons.ts', 'templates/lib/seo.ts']) });
  await Promise.all(
    pngIcons.map(async (icon) => {
      const target = join(outDir, icon.path);
      if (!cache) return writeFile(target, await drawIcon(svg, icon));
      const key = sha256(`${drawnBy} ${icon.path}`);
      if (!cache.has(key, 'png')) await cache.put(key, 'png', await drawIcon(svg, icon));
      await cache.copyTo(key, 'png', target);
    }),
  );
  await writeFile(join(outDir, manifestPath), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** One icon as PNG bytes: the mark alone, or on a square of the theme colour for icons a system crops. */
async function drawIcon(svg: Buffer, icon: (typeof pngIcons)[number]): Promise<Buffer> {
  const sharp = await loadSharp();
  const scale = markScale[icon.purpose];
  if (scale === undefined) return sharp(svg, { density: 600 }).resize(icon.size, icon.size).png().toBuffer();
  const inner = Math.round(icon.size * scale);
  const mark = await sharp(svg, { density: 600 }).resize(inner, inner).png().toBuffer();
  const offset = Math.round((icon.size - inner) / 2);
  return sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: themeColor } })
    .composite([{ input: mark, left: offset, top: offset }])
    .png()
    .toBuffer();
}
