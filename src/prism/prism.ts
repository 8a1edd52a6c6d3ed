import './manualMode';
import Prism from 'prismjs/components/prism-core';
// Every language of the docs' code (src/prism-languages.ts); clike is the base of go and protobuf.
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-go';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-yaml';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-toml';
import 'prismjs/components/prism-protobuf';
import 'prismjs/components/prism-diff';

export default Prism;
