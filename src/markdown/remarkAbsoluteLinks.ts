/**
 * Links in a page's Markdown twin point at the site itself (`https://…/docs/…`), so the
 * text still leads somewhere when it is pasted into a chat or read from a file. The llms.txt
 * plugin turns a link to `/docs/x/` into `/docs/x/.md`; the twin is `/docs/x.md`.
 */
type Node = {type: string; url?: string; children?: Node[]};

export default function remarkAbsoluteLinks(this: unknown, ...settings: unknown[]) {
  const options = settings[0] as {siteUrl: string};
  const visit = (node: Node) => {
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.url) {
      if (node.url.startsWith('/') && !node.url.startsWith('//')) node.url = `${options.siteUrl}${node.url}`;
      if (node.url.startsWith(`${options.siteUrl}/`)) node.url = node.url.replace(/\/\.md(?=#|$)/, '.md');
    }
    node.children?.forEach(visit);
  };
  return (tree: Node) => visit(tree);
}
