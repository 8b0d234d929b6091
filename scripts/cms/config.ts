// The browser editor's configuration (Decap CMS, at /admin/): one collection per content folder or
// page, its fields made from the JSON Schema of the file (model/schema/files.ts, scripts/cms/json-schema.ts):
// a list of fixed values is a select, a site, species or tour id a relation picker over those
// files, a picture an image with its alt text (and the credit in content/photos/photos.yaml), a
// long text a text area. Under `npm run dev` it saves through the local backend into this
// checkout; on the live site through the GitHub repository (docs/owner-guide.md, "Editing in the browser").
import type { ContentFileKind } from '../../model/schema/files.ts';
import { jsonSchemaOf } from './json-schema.ts';

type Json = Record<string, unknown>;
/** A Decap field. */
export type Field = Record<string, unknown> & { name: string; label: string; widget: string };

/** Fields whose words run long: a text area. */
const longText = /^(description|lead|text|comment|bio|note|answer|summary|detail|caption|look|habitat|access|intro|body|paragraphs|why|message|quote)$/i;

/** A label from a field name: navDescription → Nav description. */
const labelOf = (name: string) => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Relation pickers: the field names that hold ids of another folder's entries. */
function relation(name: string, inList: boolean): Json | undefined {
  const multiple = inList ? { multiple: true } : {};
  if (/^(sites?|site)$/.test(name))
    return { widget: 'relation', collection: 'sites', value_field: 'id', search_fields: ['name', 'id'], display_fields: ['name'], ...multiple };
  if (/^(highlights|keyBirds|species|birds)$/.test(name))
    return { widget: 'relation', collection: 'birds', value_field: 'id', search_fields: ['id'], display_fields: ['id'], ...multiple };
  if (/^(tour|tourType)$/.test(name))
    return { widget: 'relation', collection: 'tours', value_field: 'id', search_fields: ['displayName', 'id'], display_fields: ['displayName'] };
  if (name === 'use') return { widget: 'relation', collection: 'days', value_field: '{{slug}}', search_fields: ['title'], display_fields: ['title'] };
  return undefined;
}

const resolveRef = (node: Json, root: Json): Json => {
  const ref = node.$ref as string | undefined;
  if (!ref) return node;
  const path = ref.replace(/^#\//, '').split('/');
  let at: unknown = root;
  for (const part of path) at = (at as Json)[part];
  return resolveRef(at as Json, root);
};

/** The Decap field for one property of a JSON Schema. */
export function fieldOf(name: string, node: Json, root: Json, required: boolean): Field {
  const schema = resolveRef(node, root);
  const base = { name, label: labelOf(name), ...(required ? {} : { required: false }) };
  const options = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (options) {
    // A choice of shapes (a likelihood word or one with months): the simplest, a string.
    const simple = options.map((o) => resolveRef(o, root)).find((o) => o.type === 'string' || o.enum);
    return simple ? fieldOf(name, simple, root, required) : { ...base, widget: 'code', output_code_only: true, default_language: 'yaml' };
  }
  const related = relation(name, false);
  if (schema.enum) return { ...base, widget: 'select', options: (schema.enum as unknown[]).map(String) };
  if (schema.const !== undefined) return { ...base, widget: 'boolean', default: schema.const === true };
  switch (schema.type) {
    case 'string':
      if (related) return { ...base, ...related } as Field;
      return {
        ...base,
        widget: longText.test(name) ? 'text' : 'string',
        ...(schema.pattern ? { pattern: [String(schema.pattern), `must match ${schema.pattern}`] } : {}),
      };
    case 'number':
    case 'integer':
      return { ...base, widget: 'number', value_type: schema.type === 'integer' ? 'int' : 'float' };
    case 'boolean':
      return { ...base, widget: 'boolean', default: false };
    case 'array': {
      const item = resolveRef((schema.items ?? {}) as Json, root);
      const many = relation(name, true);
      if (many && (item.type === 'string' || item.anyOf)) return { ...base, ...many } as Field;
      if (item.type === 'object') return { ...base, widget: 'list', fields: fieldsOf(item, root), ...(schema.minItems ? { min: schema.minItems } : {}) };
      if (item.enum) return { ...base, widget: 'select', multiple: true, options: (item.enum as unknown[]).map(String) };
      return { ...base, widget: 'list', field: fieldOf(name.replace(/s$/, ''), item, root, true) };
    }
    case 'object': {
      // An image: its id (the photo's name under content/photos/) and its alt text.
      const props = (schema.properties ?? {}) as Json;
      if ('id' in props && 'alt' in props && Object.keys(props).length <= 3)
        return {
          ...base,
          widget: 'object',
          summary: '{{fields.id}}',
          fields: [
            {
              name: 'id',
              label: 'Image id (its photo is content/photos/<id>.jpg)',
              widget: 'string',
              hint: 'such as birds/javan-trogon; its credit goes in content/photos/photos.yaml',
            },
            { name: 'alt', label: 'Alt text: what the picture shows', widget: 'text' },
            ...fieldsOf(schema, root).filter((f) => f.name !== 'id' && f.name !== 'alt'),
          ],
        };
      if (!schema.properties)
        return { ...base, widget: 'code', output_code_only: true, default_language: 'yaml', hint: 'names and values, one "name: value" a line' };
      // The fields of an object the file may leave out are each optional too: the form saves without it.
      return { ...base, widget: 'object', collapsed: true, fields: fieldsOf(schema, root, required) };
    }
    default:
      return { ...base, widget: 'string' };
  }
}

/** The fields of an object schema, in its order. */
export function fieldsOf(schema: Json, root: Json, given = true): Field[] {
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries((schema.properties ?? {}) as Record<string, Json>).map(([name, node]) => fieldOf(name, node, root, given && required.has(name)));
}

/** The fields the folder adds come first in a form: which tour, which tab set. */
const first: Partial<Record<ContentFileKind, string[]>> = { package: ['tour', 'part', 'group', 'extended', 'position'] };

const fieldsFor = (kind: ContentFileKind) => {
  const schema = jsonSchemaOf(kind);
  const fields = fieldsOf(schema, schema);
  const lead = first[kind] ?? [];
  return [...lead.flatMap((name) => fields.filter((f) => f.name === name)), ...fields.filter((f) => !lead.includes(f.name))];
};

interface Options {
  /** The local backend's address (npm run dev); without it, the GitHub backend of the live site. */
  localBackend?: string;
  /** owner/name of the GitHub repository the live editor commits to. */
  repo?: string;
  branch?: string;
  /** The OAuth provider that signs editors in to GitHub (Netlify's, or a self-hosted one). */
  baseUrl?: string;
  /** The live site's address, for the editor's link back to it. */
  siteUrl?: string;
}

/** The whole Decap configuration. */
export function cmsConfig({ localBackend, repo = 'OWNER/REPOSITORY', branch = 'main', baseUrl, siteUrl = '/' }: Options = {}): Json {
  const folder = (name: string, label: string, path: string, kind: ContentFileKind, extra: Json = {}) => ({
    name,
    label,
    folder: `content/${path}`,
    extension: 'yaml',
    format: 'yaml',
    create: true,
    slug: '{{slug}}',
    identifier_field: 'id',
    fields: fieldsFor(kind),
    ...extra,
  });
  const page = (kind: ContentFileKind, label: string) => ({ name: kind, label, file: `content/${kind}.yaml`, fields: fieldsFor(kind) });
  return {
    backend: localBackend ? { name: 'proxy', proxy_url: localBackend, branch } : { name: 'github', repo, branch, ...(baseUrl ? { base_url: baseUrl } : {}) },
    ...(localBackend ? { local_backend: { url: localBackend } } : {}),
    media_folder: 'content/photos',
    public_folder: '/photos',
    site_url: siteUrl,
    display_url: siteUrl,
    collections: [
      folder('tours', 'Tours', 'tours', 'tour', { summary: '{{displayName}}' }),
      folder('packages', 'Packages', 'packages', 'package', {
        summary: '{{tour}}: {{title}}',
        identifier_field: 'title',
        nested: { depth: 3 },
        path: '{{slug}}',
        hint: 'A package joins the page of the tour it names; its tab takes its place by its days.',
      }),
      folder('days', 'Shared days', 'days', 'day', { identifier_field: 'title', summary: '{{title}}' }),
      folder('sites', 'Sites', 'sites', 'site-entry', { summary: '{{name}}' }),
      folder('birds', 'Birds', 'species/birds', 'bird', { summary: '{{id}}', slug: '{{id}}' }),
      folder('mammals', 'Mammals', 'species/mammals', 'mammal', { summary: '{{name}}' }),
      folder('reviews', 'Reviews', 'reviews', 'review', { summary: '{{name}}: {{title}}', slug: '{{id}}' }),
      folder('team', 'Team', 'team', 'team', { identifier_field: 'name', summary: '{{name}}' }),
      {
        name: 'trip-reports',
        label: 'Trip reports',
        folder: 'content/blog',
        extension: 'md',
        format: 'frontmatter',
        create: true,
        slug: '{{slug}}',
        fields: [
          { name: 'title', label: 'Title', widget: 'string' },
          { name: 'date', label: 'Date', widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false, format: 'YYYY-MM-DD' },
          {
            name: 'tour',
            label: 'Tour',
            widget: 'relation',
            collection: 'tours',
            value_field: 'id',
            search_fields: ['displayName'],
            display_fields: ['displayName'],
          },
          { name: 'package', label: 'Package followed (its id)', widget: 'string', required: false },
          { name: 'summary', label: 'Summary', widget: 'text' },
          {
            name: 'cover',
            label: 'Cover picture',
            widget: 'object',
            fields: [
              { name: 'id', label: 'Image id', widget: 'string' },
              { name: 'alt', label: 'Alt text', widget: 'text' },
            ],
          },
          { name: 'species', label: 'Birds seen (exact eBird/Clements 2023 English names)', widget: 'list', required: false },
          { name: 'heard', label: 'Birds heard only', widget: 'list', required: false },
          { name: 'mammals', label: 'Mammals seen', widget: 'list', required: false },
          { name: 'body', label: 'Report', widget: 'markdown' },
        ],
      },
      {
        name: 'pages',
        label: 'Pages',
        files: [
          page('site', 'Site facts: contact details, hours, legal'),
          page('home', 'Home page'),
          page('contact', 'Contact page'),
          page('about-tour', 'About the tour'),
          page('routes', 'Page titles and descriptions'),
          page('search', 'Search'),
          page('seasons', 'Seasons'),
          page('blog', 'Blog page'),
          page('site-pages', 'Site pages'),
          page('species-pages', 'Species pages'),
        ],
      },
    ],
  };
}
