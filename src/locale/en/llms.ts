/** Texts of /llms.txt and /llms-full.txt (scripts/llms-txt.ts). */
const llms = {
  summary:
    'mcube is a Go framework for progressive microservices: build one binary out of business modules, then split modules into their own services when you need to. These docs describe mcube v2.1.10; every config key, environment variable and default in them is checked against that release.',
  intro: (fullFileUrl: string) => `Each link is the Markdown version of a page of the documentation. ${fullFileUrl} has all of them in this order.`,
};

export default llms;
