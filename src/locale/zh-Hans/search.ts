/** 搜索结果（src/search/SearchPopup.tsx、src/pages/search.tsx）的文本。 */
import type en from '../en/search';

const search: typeof en = {
  failed: '搜索暂时不可用，请刷新页面后重试。',
  searching: '正在搜索…',
  showMore: '显示更多结果',
  queryCut: '只搜索前 {count} 个字符，其余部分已截去。',
  noResults: '没有页面匹配“{query}”。',
  respelled: '已按“{searched}”搜索，而不是“{typed}”。',
  oneFound: '找到 1 个页面',
  found: '找到 {count} 个页面',
  allResults: '查看全部 {count} 个结果',
};

export default search;
