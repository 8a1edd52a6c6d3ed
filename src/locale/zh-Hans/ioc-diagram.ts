/** IoC 命名空间图的标签与描述（src/components/IocNamespacesDiagram），与 ../en/ioc-diagram.ts 一一对应。 */
import type en from '../en/ioc-diagram';

const iocDiagram: typeof en = {
  title: '四个 IoC 命名空间及其启动顺序',
  description: '在初始化任何对象之前，容器先加载配置文件，再读取环境变量，调用 OnPostConfig，并为各命名空间中每个对象带 autowire 标签的字段注入依赖。随后按优先级依次初始化各命名空间：configs（ioc.Config，优先级 99），包含 app、trace、log、http、grpc、gin_webframework、datasource、redis 和其他组件；default（ioc.Default，优先级 9），包含 cron 和你自己的工具对象；controllers（ioc.Controller，优先级 0），包含你的业务逻辑和 gRPC 服务实现；apis（ioc.Api，优先级 -99），包含你的 HTTP 处理函数以及 health、metric、apidoc 和 jsonrpc 对象。在同一个命名空间内，优先级高的对象先启动，每个对象依次执行 OnPreInit、Init 和 OnPostInit。关闭时顺序相反：apis、controllers、default、configs，每个对象依次执行 OnPreStop、Close 和 OnPostStop。',
  first: '首先对每个对象：文件 → 环境变量 → OnPostConfig() → 自动注入',
  allConfigured: '第一个 Init() 运行之前，所有命名空间都已完成配置和注入',
  start: '启动：OnPreInit() → Init() → OnPostInit()，优先级高的先启动',
  priority: '优先级 {priority}',
  shutdown: '关闭：OnPreStop() → Close() → OnPostStop()，顺序相反',
  shutdownOrder: 'apis → controllers → default → configs；同一命名空间内优先级低的先关闭',
  caption: '四个内置命名空间按启动顺序排列。每个对象在第一个 {init} 之前就已完成配置和自动注入；关闭时按相反顺序遍历命名空间。',
  holds: {
    otherComponents: '其他组件',
    utility: ['你自己的', '工具对象'],
    business: ['你的业务逻辑', '（impl 包）', 'gRPC 服务', '的实现'],
    handlers: '你的 HTTP 处理函数',
  },
};

export default iocDiagram;
