/** 架构图的标签与描述（src/components/ArchitectureDiagram），与 ../en/architecture-diagram.ts 一一对应。 */
import type en from '../en/architecture-diagram';

const architectureDiagram: typeof en = {
  title: '从模块化单体到拆出独立服务',
  description: '阶段一：一个名为 shop 的二进制文件，在模块 A、B、C 前面运行端口 8080 的 HTTP 服务、端口 18080 的 gRPC 服务和端口 9090 的 JSON-RPC 服务。模块 A 通过 B 的 Go 接口调用模块 B，这只是一次普通的进程内方法调用。阶段二：模块 B 已拆成独立服务，在端口 9090 上通过 JSON-RPC 对外提供。shop 二进制文件在 HTTP 服务后面保留模块 A 和 C；原来模块 B 的位置换成了一个实现同一 Go 接口的 B 客户端。模块 A 仍然调用这个接口，客户端把每次调用作为基于 HTTP 的 JSON-RPC 请求转发给 B 服务。',
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
  caption: '渐进式微服务：模块 B 起初是一个二进制文件里的包，之后作为独立服务运行。模块 A 始终只依赖 B 的 Go 接口；变化的只是接口背后的对象，从本地实现换成了 RPC 客户端。',
};

export default architectureDiagram;
