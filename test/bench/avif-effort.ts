// Measures what AVIF effort costs and saves at each output width, on real photos: the figures
// behind `photoAvifEfforts` in scripts/assets/images/uses.ts.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { formatTable } from '../../scripts/pipeline/report.ts';

export interface EffortFigure {
  width: number;
  effort: number;
  /** Mean CPU seconds of one encode (every libvips thread counted). */
  cpu: number;
  /** Total bytes over the sample photos. */
  bytes: number;
}

/**
 * Encodes each photo, cropped to 3:2 at every width, as AVIF at every effort and quality
 * `quality`, timing CPU (process.cpuUsage counts libvips' threads). The crop is decoded once per
 * photo and width, so only the encoder is timed.
 */
export async function measureAvifEfforts(photos: string[], widths: number[], efforts: number[], quality = 50): Promise<EffortFigure[]> {
  const sums = new Map<string, { cpu: number; bytes: number }>();
  for (const photo of photos) {
    const bytes = await readFile(photo);
    for (const width of widths) {
      const height = Math.round((width * 2) / 3);
      const { data, info } = await sharp(bytes).autoOrient().resize(width, height, { fit: 'cover' }).raw().toBuffer({ resolveWithObject: true });
      const raw = { width: info.width, height: info.height, channels: info.channels };
      for (const effort of efforts) {
        const before = process.cpuUsage();
        const out = await sharp(data, { raw }).avif({ quality, effort }).toBuffer();
        const used = process.cpuUsage(before);
        const sum = sums.get(`${width}|${effort}`) ?? { cpu: 0, bytes: 0 };
        sum.cpu += (used.user + used.system) / 1e6;
        sum.bytes += out.length;
        sums.set(`${width}|${effort}`, sum);
      }
    }
  }
  return widths.flatMap((width) =>
    efforts.map((effort) => {
      const sum = sums.get(`${width}|${effort}`)!;
      return { width, effort, cpu: sum.cpu / photos.length, bytes: sum.bytes };
    }),
  );
}

/** One row per width and effort: CPU per file, and CPU and bytes against the highest effort measured. */
export function formatEffortTable(figures: EffortFigure[]): string {
  const top = Math.max(...figures.map((f) => f.effort));
  const rows = figures.map((f) => {
    const reference = figures.find((r) => r.width === f.width && r.effort === top)!;
    return [
      String(f.width),
      String(f.effort),
      f.cpu.toFixed(2),
      `${(f.cpu / reference.cpu).toFixed(2)}x`,
      `${(f.bytes / 1024).toFixed(1)} KB`,
      `${((f.bytes / reference.bytes - 1) * 100).toFixed(1)} %`,
    ];
  });
  return formatTable(['width', 'effort', 'CPU s/file', `CPU vs ${top}`, 'bytes (all photos)', `bytes vs ${top}`], rows);
}
