import './manualMode';
import Prism from 'prismjs/components/prism-core';
// The languages of the docs' code beyond those that docusaurus.config.ts adds.
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-go';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-yaml';

export default Prism;
