// @ts-check
// How Decap CMS writes a Markdown entry or a YAML file, so that the committed files are already in that form
// and a save in the admin changes only the lines the editor changed.
//
// Decap (decap-cms-core, formats/frontmatter + formats/yaml) builds a YAML node from the entry
// with the `yaml` library's defaults (YAML 1.2, block style, plain scalars where they stay
// strings, long lines folded at 80 columns), orders the top-level keys as the collection's
// fields, then frames it with gray-matter: "---\n" + YAML + "\n---\n" + body. Nested keys keep
// their order; ours follow the schema's. Version 2 of `yaml` writes our content exactly as the
// 1.x Decap bundles does (checked on every file; the admin's end-to-end test saves one).
import { Document, isMap, isSeq, parse } from "yaml";

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * @typedef {{ name: string, fields?: FieldOrder[], typeKey?: string, types?: FieldOrder[] }} FieldOrder
 *   a field and, for objects and lists of objects, its own fields; for a list of items of
 *   several types, the key that names an item's type and each type's fields
 */

/**
 * @param {import("yaml").Node | null | undefined} node
 * @param {FieldOrder[] | undefined} fields
 */
function sortByFields(node, fields) {
  if (!fields || !node) return;
  if (isSeq(node)) {
    for (const item of node.items) sortByFields(/** @type {any} */ (item), fields);
    return;
  }
  if (!isMap(node)) return;
  const order = fields.map((field) => field.name);
  const rank = (/** @type {any} */ pair) => {
    const index = order.indexOf(String(pair.key));
    return index === -1 ? order.length : index;
  };
  node.items.sort((a, b) => rank(a) - rank(b));
  for (const pair of node.items) {
    const field = fields.find((candidate) => candidate.name === String(pair.key));
    if (field?.types && field.typeKey) sortTypedItems(pair.value, field.typeKey, field.types);
    else sortByFields(/** @type {any} */ (pair.value), field?.fields);
  }
}

/**
 * The items of a list of several types, each by its own type's fields. Decap starts an added
 * item with its type (decap-cms-widget-list: mixedDefault), so the type comes first.
 * @param {unknown} node
 * @param {string} typeKey
 * @param {FieldOrder[]} types
 */
function sortTypedItems(node, typeKey, types) {
  if (!isSeq(node)) return;
  for (const item of node.items) {
    if (!isMap(item)) continue;
    const type = types.find((candidate) => candidate.name === String(item.get(typeKey)));
    sortByFields(item, type && [{ name: typeKey }, ...(type.fields ?? [])]);
  }
}

/**
 * The file Decap would write for a YAML entry or data file (its "yml" format: the same YAML
 * as front matter, unframed).
 * @param {Record<string, unknown>} data
 * @param {FieldOrder[]} fields the collection's or the file's fields, in order
 */
export function decapYamlFile(data, fields) {
  const doc = new Document(data);
  sortByFields(doc.contents, fields);
  return doc.toString();
}

/**
 * The file Decap would write for this front matter and body.
 * @param {Record<string, unknown>} data
 * @param {string} body what follows the closing "---" line
 * @param {FieldOrder[]} fields the collection's fields, in order
 */
export function decapMarkdownFile(data, body, fields) {
  const yaml = decapYamlFile(data, fields).trim();
  const file = `---\n${yaml}\n---\n${body.endsWith("\n") ? body : `${body}\n`}`;
  // Decap drops the final line break that gray-matter adds when the body had none.
  return body.endsWith("\n") ? file : file.slice(0, -1);
}

/**
 * Splits a Markdown entry as Decap reads it: the front matter's data and the body after it.
 * @param {string} source
 */
export function readMarkdownFile(source) {
  const match = FRONT_MATTER.exec(source);
  if (!match) return null;
  return {
    data: /** @type {Record<string, unknown>} */ (parse(match[1] ?? "") ?? {}),
    body: source.slice(match[0].length),
  };
}
