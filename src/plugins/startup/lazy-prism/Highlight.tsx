/**
 * `Highlight` for the theme's code blocks, with the render-function interface of prism-react-renderer's
 * component of the same name (tokens by line, class names and styles from the Prism theme), on the small
 * Prism of src/theme/prism/prism.ts.
 *
 * Why not prism-react-renderer's own component: its module sets up a bundled Prism with forty grammars as
 * it loads, the largest piece of start-up work on every page with code, several times what the core with the
 * grammars the site writes costs. The library offers no entry without them. This adapter is the part of it that the theme's code blocks and the API
 * explorer's use. tests/unit/plugins/lazy-prism.test.ts renders every code block of the site with both and
 * requires the same HTML.
 */
import clsx from 'clsx';
import type {CSSProperties, ReactElement} from 'react';
import {useMemo} from 'react';
import type {
  HighlightProps,
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';

import Prism from '../../../theme/prism/prism';

type ThemeDictionary = Record<string, CSSProperties | undefined> & {root: CSSProperties; plain: CSSProperties};

/** The theme's styles by token type for one language; `root` styles the block, `plain` each line. */
export function themeDictionary(theme: PrismTheme, language: string): ThemeDictionary {
  const styles: Record<string, CSSProperties> = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language)) {
      continue;
    }
    for (const type of types) {
      styles[type] = {...styles[type], ...style};
    }
  }
  return {...styles, root: theme.plain, plain: {...theme.plain, backgroundColor: undefined}};
}

type PrismToken = string | Prism.Token;

/** Adds a token type to the list of types a piece of text is inside, unless it is already the innermost. */
function withType(types: string[], added: string | string[]): string[] {
  return types[types.length - 1] === added ? types : types.concat(added);
}

/**
 * Prism's nested tokens as lines of flat tokens: each piece of text carries the types of every token it is
 * inside (text outside any token is `plain`), and an empty line keeps one empty token so it is not lost.
 */
export function tokensByLine(tokens: PrismToken[]): Token[][] {
  const lines: Token[][] = [[]];
  const closeLine = (line: Token[]) => {
    if (line.length === 0) {
      line.push({types: ['plain'], content: '\n', empty: true});
    } else if (line.length === 1 && line[0].content === '') {
      line[0] = {...line[0], content: '\n', empty: true};
    }
  };
  const visit = (list: PrismToken[], types: string[], nested: boolean) => {
    for (const token of list) {
      let tokenTypes: string[];
      let content: string | PrismToken | PrismToken[];
      if (typeof token === 'string') {
        tokenTypes = nested ? types : ['plain'];
        content = token;
      } else {
        tokenTypes = withType(types, token.type);
        if (token.alias) {
          tokenTypes = withType(tokenTypes, token.alias);
        }
        content = token.content;
      }
      if (typeof content !== 'string') {
        visit(Array.isArray(content) ? content : [content], tokenTypes, true);
        continue;
      }
      const parts = content.split(/\r\n|\r|\n/);
      lines[lines.length - 1].push({types: tokenTypes, content: parts[0]});
      for (const part of parts.slice(1)) {
        closeLine(lines[lines.length - 1]);
        lines.push([{types: tokenTypes, content: part}]);
      }
    }
  };
  visit(tokens, [], false);
  closeLine(lines[lines.length - 1]);
  return lines;
}

function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  if (!grammar) {
    return tokensByLine([code]);
  }
  const env = {code, grammar, language, tokens: [] as PrismToken[]};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar);
  Prism.hooks.run('after-tokenize', env);
  return tokensByLine(env.tokens);
}

export function Highlight({code, language: languageProp, theme, children}: HighlightProps): ReactElement {
  const language = languageProp.toLowerCase();
  const tokens = useMemo(() => tokenize(code, language), [code, language]);
  const dictionary = theme ? themeDictionary(theme, language) : undefined;

  const styleOf = ({types, empty}: Token): CSSProperties | undefined => {
    if (!dictionary) {
      return undefined;
    }
    if (types.length === 1 && types[0] === 'plain') {
      return empty ? {display: 'inline-block'} : undefined;
    }
    if (types.length === 1 && empty) {
      return dictionary[types[0]];
    }
    return Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => dictionary[type]));
  };

  const getLineProps = ({className, style, line: _line, ...rest}: LineInputProps): LineOutputProps => {
    const output: LineOutputProps = {...rest, className: clsx('token-line', className)};
    if (dictionary) {
      output.style = dictionary.plain;
    }
    if (typeof style === 'object') {
      output.style = {...output.style, ...style};
    }
    return output;
  };

  const getTokenProps = ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => {
    const output: TokenOutputProps = {
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: styleOf(token),
    };
    if (style != null) {
      output.style = {...output.style, ...style};
    }
    return output;
  };

  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: dictionary ? dictionary.root : {},
    getLineProps,
    getTokenProps,
  });
}
