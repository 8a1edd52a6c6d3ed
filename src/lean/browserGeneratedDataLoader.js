// A loader of the browser bundles (src/plugins/leanBundles.ts): Docusaurus writes the whole
// site configuration into every page's main script, the HTML template of the static build and
// the plugins' options included. The browser reads none of these; they are left out there.
const serverOnly = ['ssrTemplate', 'headTags', 'plugins', 'presets', 'themes', 'scripts', 'stylesheets', 'clientModules', 'staticDirectories'];

module.exports = function browserSiteConfig(source) {
  const json = source.slice(source.indexOf('export default') + 'export default'.length).trim().replace(/;$/, '');
  const config = JSON.parse(json);
  for (const key of serverOnly) delete config[key];
  return `export default ${JSON.stringify(config)};\n`;
};
