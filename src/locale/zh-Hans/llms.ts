import type en from '../en/llms';

/** /zh-Hans/llms.txt 与 /zh-Hans/llms-full.txt 的文字（scripts/llms-txt.ts）。 */
const llms: typeof en = {
  summary:
    'mcube 是一个渐进式微服务 Go 框架：先用业务模块组成一个二进制文件，需要时再把模块拆分成独立服务。本文档对应 mcube v2.1.10，其中每个配置项、环境变量和默认值都按该版本核对过。',
  intro: (fullFileUrl: string) => `每个链接都是文档中一个页面的 Markdown 版本。${fullFileUrl} 按同样的顺序包含全部页面。`,
};

export default llms;
