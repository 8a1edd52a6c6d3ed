/** 架构图的标签与描述（src/components/ArchitectureDiagram），与 ../en/architecture-diagram.ts 一一对应。 */
import type en from '../en/architecture-diagram';

const architectureDiagram: typeof en = {
  title: '从模块化单体到拆出独立服务',
  description: '阶段一：二进制文件 shop 包含模块 A、B、C，由三个服务对外提供：HTTP（端口 8080）、gRPC（端口 18080）和 JSON-RPC（端口 9090）。模块 A 通过 B 的 Go 接口调用模块 B，这只是一次普通的进程内方法调用。阶段二：模块 B 已拆成独立服务，在端口 9090 上通过 JSON-RPC 对外提供。shop 二进制文件保留模块 A 和 C，仍由它的 HTTP 服务对外提供；原来模块 B 的位置换成了 B 客户端，它实现同一个 Go 接口。模块 A 仍然调用这个接口，客户端把每次调用转成基于 HTTP 的 JSON-RPC 请求，发给 B 服务。',
  stage1: '阶段一 · 一个二进制文件，模块化单体',
  shopProcess: 'shop（单个进程）',
  moduleA: '模块 A',
  moduleB: '模块 B',
  moduleC: '模块 C',
  inProcessCall: 'A 通过 B 的 Go 接口调用 B：进程内方法调用',
  split: '之后：把模块 B 拆成独立服务',
  stage2: '阶段二 · 模块 B 作为独立服务运行',
  shopModules: 'shop（模块 A 和 C）',
  bService: 'B 服务',
  bClient: 'B 客户端',
  implements: '实现',
  stillCalls: 'A 仍然调用 B.Service',
  sameImpl: '同一份 impl 代码',
  rpcAdapter: '+ RPC 适配层',
  clientSends: 'B 客户端把每次调用以基于 HTTP 的 JSON-RPC 发送给 B 服务',
  caption: '渐进式微服务：模块 B 起初是一个二进制文件里的包，之后作为独立服务运行。模块 A 始终只依赖 B 的 Go 接口；变化的只是实现这个接口的对象：从本地实现换成了 RPC 客户端。',
};

export default architectureDiagram;
