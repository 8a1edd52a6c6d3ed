/** Texts of the "Report a problem" link under every doc page and of the issue it opens (src/theme/DocItem/Footer). */
const reportProblem = {
  link: 'Report a problem with this page',
  /** The title: this, then the page's title. */
  title: 'Docs: ',
  /** The body: this, then the page's address, then the question. */
  page: 'Page: ',
  question: 'What is wrong or missing:',
};

export default reportProblem;
