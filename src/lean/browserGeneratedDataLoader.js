// A loader of the browser bundles (src/plugins/leanBundles.ts) for three files Docusaurus
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

const byFile = {'docusaurus.config.mjs': siteConfig, 'site-metadata.json': siteMetadata, 'registry.js': registry, 'codeTranslations.json': codeTranslations};

module.exports = function browserGeneratedData(source) {
  return byFile[basename(this.resourcePath)](source);
};
