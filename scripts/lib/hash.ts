import { createHash } from 'node:crypto';

/** Short content hash for cache-busting file names (8 hex characters). */
export function contentHash(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 8);
}
