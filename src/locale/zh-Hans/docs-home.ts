/** /docs/ 落地页文案（src/pages/docs/index.tsx），与 ../en/docs-home.ts 一一对应。 */
import type en from '../en/docs-home';

const docsHome: typeof en = {
  title: '文档',
  description: 'mcube 文档：框架指南和应用模块，对应 mcube v2.1.10。',
  heading: 'mcube 文档',
  lead: '选一个起点。',
  often: '常用页面',
  separator: '：',
  books: {
    guide: {title: '框架指南', text: 'mcube 的工作原理和用法：IoC 核心、API、配置和组件。'},
    modules: {title: '应用模块', text: '什么是应用模块，以及多个模块如何组成一个二进制文件或拆成多个服务。'},
  },
  shortcuts: {
    quickstart: {title: '快速开始', text: '从一个空目录到一个运行中的服务。'},
    start: {title: '创建项目', text: '选择框架、可选功能和组件，下载一个能构建的项目。'},
    cli: {title: 'mcube 命令行工具', text: '安装命令行工具，生成枚举方法，并了解 v2.1.10 中 init 命令的现状。'},
    arch: {title: '架构', text: '先模块化，需要时再拆成微服务。'},
    server: {title: '应用配置与服务启动', text: '配置文件、环境变量、启动和关闭。'},
    http: {title: 'HTTP API', text: '基于 Gin 或 go-restful 的 API 对象。'},
    components: {title: '组件', text: '数据库、消息、缓存、分布式锁等。'},
  },
};

export default docsHome;
