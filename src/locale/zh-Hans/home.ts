/** 首页文案（src/pages/index.tsx 及其组件），与 ../en/home.ts 一一对应。 */
import type en from '../en/home';

const home: typeof en = {
  title: '渐进式微服务 Go 框架',
  description: 'mcube 是一个渐进式微服务 Go 框架：今天用业务模块组成一个二进制文件，日后再把模块拆成独立服务，无需重写。',
  lead: 'mcube 是一个 Go 框架：用相互独立的业务模块组成一个服务，以后任何一个模块都能拆成独立的微服务，代码不用重写。',
  quickstartButton: '运行你的第一个服务',
  guideButton: '阅读框架指南',
  startButton: '创建项目',
  version: '本文档对应 mcube {version}。',
  features: {
    heading: '你能得到什么',
    modules: {
      title: '先模块，后服务',
      body: '业务模块之间只通过 Go 接口相互依赖，今天在同一个二进制文件里运行；以后任何一个都能拆出去，由实现同一接口的 RPC 客户端顶替。',
    },
    ioc: {
      title: '以 IoC 容器为核心',
      body: '配置对象、控制器和 API 处理函数分属四个命名空间，各自加载配置、注入依赖，按优先级启动，按相反顺序停止。',
    },
    config: {
      title: '配置来自文件和环境变量',
      body: '每个对象读取 TOML、YAML 或 JSON 文件中属于自己的配置段，{env} 这样的环境变量会覆盖文件中的值。',
    },
    api: {
      title: 'Gin 或 go-restful，外加 gRPC',
      body: '在 Gin 或 go-restful 上注册 API 对象，同时提供 gRPC 和 JSON-RPC 服务，并自带跨域（CORS）、统一的错误响应体和响应辅助函数。',
    },
    observability: {
      title: '导入即可观测',
      body: '基于 zerolog 的结构化日志、OpenTelemetry 链路追踪、Prometheus 指标端点、健康检查和 Swagger API 文档，每一项都只需一个导入和几行配置。',
    },
    components: {
      title: '开箱即用的组件',
      body: 'GORM 数据源、MongoDB、Redis、Kafka、NATS、RabbitMQ、消息总线、缓存、锁（默认只在单个进程内有效，改用 Redis 才能跨实例共享）和 IP 归属地查询，配置方式与其他部分完全一致。',
    },
  },
  hello: {
    heading: '两个文件就是一个服务',
    intro: '一个 API 对象，一个配置文件。执行 {run} 后，访问 {url} 即可得到响应。',
    tryIt: '试一试',
    response: '响应',
    quickstart: '{quickstart}一步步讲解了这个示例。',
    quickstartLink: '快速开始',
  },
};

export default home;
