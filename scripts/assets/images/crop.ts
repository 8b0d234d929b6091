// How a photo is cut to a use's shape. By default sharp's attention strategy keeps the busiest
// part; a focal point from content/photos/photos.yaml keeps that point as near the centre as the
// photo allows, and a named crop pins one side (a bird on a branch at the top: `crop: top`).
import type { Sharp } from 'sharp';

export const cropNames = ['attention', 'entropy', 'centre', 'top', 'bottom', 'left', 'right', 'top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type CropName = (typeof cropNames)[number];

/** A point of the upright photo, as fractions of its width and height from the top left corner. */
export interface FocalPoint {
  x: number;
  y: number;
}

export type Crop = { focus: FocalPoint } | { name: CropName };

export const defaultCrop: Crop = { name: 'attention' };

interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

// sharp reads 'attention' and 'entropy' as its strategies of those names.
const positions: Record<CropName, string> = {
  attention: 'attention',
  entropy: 'entropy',
  centre: 'centre',
  top: 'top',
  bottom: 'bottom',
  left: 'left',
  right: 'right',
  'top-left': 'left top',
  'top-right': 'right top',
  'bottom-left': 'left bottom',
  'bottom-right': 'right bottom',
};

/** The largest region of aspect `aspect` (width / height) in a `width` × `height` photo, centred on the focus as far as the edges allow. */
export function focusRegion(width: number, height: number, aspect: number, focus: FocalPoint): Region {
  const w = Math.min(width, Math.round(height * aspect));
  const h = Math.min(height, Math.round(w / aspect));
  const clamp = (value: number, max: number) => Math.max(0, Math.min(max, Math.round(value)));
  return { left: clamp(focus.x * width - w / 2, width - w), top: clamp(focus.y * height - h / 2, height - h), width: w, height: h };
}

/** Cuts an upright photo (`source` is its upright size) to `width` × `height` as `crop` says. */
export function cropPhoto(image: Sharp, crop: Crop, source: { width: number; height: number }, width: number, height: number): Sharp {
  if ('focus' in crop) return image.extract(focusRegion(source.width, source.height, width / height, crop.focus)).resize(width, height, { fit: 'fill' });
  return image.resize(width, height, { fit: 'cover', position: positions[crop.name] });
}

/** The crop as the words of a cache key: a changed focal point makes that photo's files again, and only them. */
export function cropKey(crop: Crop): string {
  return 'focus' in crop ? `focus ${crop.focus.x} ${crop.focus.y}` : crop.name;
}
