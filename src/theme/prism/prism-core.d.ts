/** Prism's core without any language: the same object as the `prismjs` package's main export, typed as it. */
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';

  export default Prism;
}
