// A loader of the browser bundles (src/plugins/leanBundles.ts) for files Docusaurus
// generates into .docusaurus/ and puts into every page's main script, whole. The browser
// reads only part of each; the rest is left out there (the build itself reads the files).
const {basename} = require('node:path');

/** The site configuration: the page template, head tags and plugin options only the build reads. */
const serverOnlyConfig = ['ssrTemplate', 'headTags', 'plugins', 'presets', 'themes', 'scripts', 'stylesheets', 'clientModules', 'staticDirectories'];

function siteConfig(source) {
  const config = JSON.parse(source.slice(source.indexOf('export default') + 'export default'.length).trim().replace(/;$/, ''));
  for (const key of serverOnlyConfig) delete config[key];
  return `export default ${JSON.stringify(config)};\n`;
}

/** The versions of the plugins, which nothing in the browser reads. */
function siteMetadata(source) {
  return JSON.stringify({...JSON.parse(source), pluginVersions: {}});
}

/**
 * The route components: each entry names its module's source path for the pre-rendering's
 * list of used modules; the browser loads and identifies modules by chunk and id.
 */
function registry(source) {
  return source.replace(/\), "[^"]*", require\.resolveWeak\(/g, '), "", require.resolveWeak(');
}

/** Theme texts of the blog and of tags: the site has neither, and their texts are never shown. */
function codeTranslations(source) {
  const texts = JSON.parse(source);
  for (const id of Object.keys(texts)) if (/^theme\.(?:blog|tags)\./.test(id)) delete texts[id];
  return JSON.stringify(texts);
}

/**
 * A docs version's metadata, loaded by every doc page: each doc's description is read only by
 * the cards of a category's own page (DocCardList, for the items of a category with a link);
 * the other docs' descriptions are left out (about 1.5 KB gzipped of a Chinese doc page).
 */
function docsVersion(source) {
  const data = JSON.parse(source);
  const docs = data.version?.docs;
  if (!docs) return source;
  const carded = new Set();
  const visit = (items) =>
    items.forEach((item) => {
      if (item.type !== 'category') return;
      if (item.href) item.items.forEach((child) => child.docId && carded.add(child.docId));
      visit(item.items);
    });
  Object.values(data.version.docsSidebars ?? {}).forEach(visit);
  for (const [id, doc] of Object.entries(docs)) if (!carded.has(id)) delete doc.description;
  return JSON.stringify(data);
}

const byFile = {'docusaurus.config.mjs': siteConfig, 'site-metadata.json': siteMetadata, 'registry.js': registry, 'codeTranslations.json': codeTranslations};

module.exports = function browserGeneratedData(source) {
  const name = basename(this.resourcePath);
  return byFile[name] ? byFile[name](source) : docsVersion(source);
};
