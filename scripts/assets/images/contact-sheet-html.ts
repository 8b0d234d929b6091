// The contact sheet as one HTML page with its thumbnails beside it: open it from disk, no server.
import { escapeMarkup } from '../../../model/escape.ts';
import { useSpecs } from './uses.ts';
import { summaryLine, type ContactSheet, type SheetEntry } from './contact-sheet.ts';

const style = `
body{font:14px/1.45 system-ui,sans-serif;margin:1.5rem;color:#1c1917;background:#fafaf9}
h1{font-size:1.4rem;margin:0 0 .25rem}
.summary{margin:0 0 1rem;color:#44403c}
.general{background:#fef2f2;border:1px solid #fca5a5;padding:.5rem 1rem;margin-bottom:1rem}
.species{background:#fffbeb;border:1px solid #fcd34d;padding:.5rem 1rem;margin-bottom:1rem}.species ul{columns:20rem}
.ids{display:grid;grid-template-columns:repeat(auto-fill,minmax(30rem,1fr));gap:1rem}
article{background:#fff;border:1px solid #e7e5e4;border-radius:6px;padding:.75rem 1rem}
article.warned{border-color:#f87171}
h2{font:600 1rem/1.3 ui-monospace,monospace;margin:0 0 .35rem}
.badge{display:inline-block;font:600 .7rem/1 system-ui;padding:.2rem .4rem;border-radius:3px;margin-left:.4rem;vertical-align:middle}
.stand-in{background:#fef3c7;color:#92400e}.photo{background:#dcfce7;color:#166534}
dl{display:grid;grid-template-columns:6.5rem 1fr;gap:.15rem .5rem;margin:.25rem 0 .5rem}dt{color:#78716c}dd{margin:0}
.crops{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end}
figure{margin:0}figure img{display:block;max-width:240px;height:auto;border:1px solid #d6d3d1}
figcaption{font-size:.75rem;color:#57534e}
ul.warnings{color:#b91c1c;margin:.5rem 0 0;padding-left:1.1rem}
`;

function card(entry: SheetEntry): string {
  const { source } = entry;
  const sourceText =
    source.kind === 'photo'
      ? `${escapeMarkup(source.file)}, ${source.width} × ${source.height} px upright, ${(source.bytes / 1024).toFixed(0)} KB`
      : 'stand-in artwork (no photo yet)';
  const crop = entry.entry
    ? 'focus' in entry.entry.crop
      ? `focal point x ${entry.entry.crop.focus.x}, y ${entry.entry.crop.focus.y}`
      : `named crop: ${entry.entry.crop.name}`
    : 'automatic (attention)';
  const credit = entry.entry?.credit
    ? `${escapeMarkup(entry.entry.credit.by)}, ${escapeMarkup(entry.entry.credit.licence.name)}`
    : source.kind === 'photo'
      ? '<strong>none</strong> (add one in photos.yaml)'
      : '—';
  const used = entry.placements.map((p) => `<li>${escapeMarkup(p.page)} › ${escapeMarkup(p.section)} <small>(${p.use})</small></li>`).join('');
  const crops = entry.crops
    .map(
      (c) =>
        `<figure><img src="${escapeMarkup(c.thumb)}" alt="" width="240" height="${Math.round(240 / useSpecs[c.use].aspect)}" loading="lazy"><figcaption>${c.use} ${c.shape}, shown up to ${c.largest} px</figcaption></figure>`,
    )
    .join('');
  const warnings = entry.warnings.length ? `<ul class="warnings">${entry.warnings.map((w) => `<li>${escapeMarkup(w)}</li>`).join('')}</ul>` : '';
  return `<article id="${escapeMarkup(entry.id)}"${entry.warnings.length ? ' class="warned"' : ''}>
<h2>${escapeMarkup(entry.id)}<span class="badge ${source.kind}">${source.kind}</span></h2>
<dl><dt>alt text</dt><dd>${escapeMarkup(entry.alt) || '<em>(empty: decorative here)</em>'}</dd>${entry.caption ? `<dt>caption</dt><dd>${escapeMarkup(entry.caption)}</dd>` : ''}
<dt>source</dt><dd>${sourceText}</dd><dt>crop</dt><dd>${crop}</dd><dt>credit</dt><dd>${credit}</dd>
<dt>used on</dt><dd><ul>${used}</ul></dd></dl>
<div class="crops">${crops}</div>${warnings}
</article>`;
}

/** The species pages that show no picture yet, each with the file its photo takes. */
function speciesList(sheet: ContactSheet): string {
  const missing = sheet.speciesWithoutPhoto;
  if (missing.length === 0) return '';
  const items = missing
    .map((s) => `<li>${escapeMarkup(s.english)} <small>(${escapeMarkup(s.path)})</small> → <code>content/photos/${escapeMarkup(s.imageId)}.jpg</code></li>`)
    .join('');
  return `<details class="species"><summary><strong>Species pages without a photo (${missing.length})</strong>: a species page shows no picture, never stand-in artwork, until its photo is added.</summary><ul>${items}</ul></details>`;
}

/** The whole page. */
export function contactSheetHtml(sheet: ContactSheet, generated: string): string {
  const general = sheet.general.length
    ? `<div class="general"><p><strong>Before any id:</strong></p><ul>${sheet.general.map((g) => `<li>${escapeMarkup(g)}</li>`).join('')}</ul></div>`
    : '';
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Contact sheet: every picture of the site</title><style>${style}</style></head>
<body><h1>Contact sheet</h1>
<p class="summary">${escapeMarkup(summaryLine(sheet))}. Made ${escapeMarkup(generated)} by <code>npm run photos</code>; not part of the site. Photos go in <code>content/photos/&lt;image id&gt;.jpg</code>, credits and crops in <code>content/photos/photos.yaml</code>.</p>
${general}${speciesList(sheet)}<div class="ids">
${sheet.entries.map(card).join('\n')}
</div></body></html>
`;
}
