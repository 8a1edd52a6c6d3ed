// Prism highlights every <code class="language-*"> of the page by itself once the document is
// ready, unless a Prism object saying `manual` exists before it loads. React owns those
// elements, so the site's Prism must stay manual. Imported before Prism's core.
const scope = globalThis as {Prism?: {manual?: boolean}};
scope.Prism ??= {};
scope.Prism.manual = true;

export {};
