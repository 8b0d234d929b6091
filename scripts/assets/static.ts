import { existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { join } from 'node:path';

/** Copies static/ as it is (the PNG icons are drawn from its favicon by icons.ts). */
export async function copyStatic(root: string, outDir: string): Promise<void> {
  const staticDir = join(root, 'static');
  if (existsSync(staticDir)) await cp(staticDir, outDir, { recursive: true });
}
