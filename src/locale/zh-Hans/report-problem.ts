/** 文档页底部“报告本页的问题”链接及其新建 issue 的文案（src/theme/DocItem/Footer），与 ../en/report-problem.ts 一一对应。 */
import type en from '../en/report-problem';

const reportProblem: typeof en = {
  link: '报告本页的问题',
  title: '文档：',
  page: '页面：',
  question: '问题或缺少的内容：',
};

export default reportProblem;
