// A loader of the browser bundles (src/plugins/leanBundles.ts): the theme's translate() calls
// and <Translate> elements carry a `description` for translators, which `write-translations`
// reads from the source; in the browser it is dead text in every page's scripts.
const property = /\bdescription:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")\s*,?/g;
const attribute = /\s+description="[^"]*"/g;

module.exports = function withoutTranslationDescriptions(source) {
  return source.replace(property, '').replace(attribute, '');
};
