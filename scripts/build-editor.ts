// `npm run build:editor -- --repo owner/name [--branch main] [--auth https://…] [--out dist-editor]`:
// writes the browser editor for the live site into its own folder (scripts/cms/live.ts), to publish
// as a second small site. docs/owner-guide.md, "Editing in the browser", says how.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeLiveEditor } from './cms/live.ts';
import { loadContent } from './content/load.ts';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { repo: { type: 'string' }, branch: { type: 'string', default: 'main' }, auth: { type: 'string' }, out: { type: 'string', default: 'dist-editor' } },
});
if (!values.repo) {
  console.error('build:editor: name the GitHub repository the editor commits to: npm run build:editor -- --repo owner/name');
  process.exit(1);
}
try {
  const content = await loadContent(resolve(root, 'content'), root);
  const dir = resolve(root, values.out);
  const files = await writeLiveEditor(dir, {
    repo: values.repo,
    branch: values.branch,
    ...(values.auth ? { authUrl: values.auth } : {}),
    title: content.site.productTitle,
    siteUrl: content.site.siteUrl,
  });
  console.log(`build:editor: wrote ${files.length} files into ${dir} for ${values.repo} (branch ${values.branch}): publish that folder as its own site.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
