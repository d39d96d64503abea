/** DocSearch's style entry point is plain CSS and ships no types. */
declare module '@docsearch/react/style';
