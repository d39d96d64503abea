/**
 * A Java file as the extractors need it: its package and imports, and every type declared in it
 * (nested ones too) with annotations, supertypes, fields, methods, constructors and enum constants.
 * Read from java-parser's syntax tree; bodies stay syntax nodes for the extractors to search.
 */
import {
  children,
  dottedName,
  find,
  isToken,
  kid,
  kids,
  line,
  parseJava,
  text,
  tokensNamed,
  type CstNode,
  type JavaParse,
} from './cst';
import {toExpr, type JExpr} from './expr';

export interface JAnnotation {
  /** Simple name: `Comment` for `@Comment` and for `@org.spongepowered...Comment`. */
  readonly name: string;
  /** Element values by name (`value` for the single-value form); arrays give several expressions. */
  readonly args: ReadonlyMap<string, readonly JExpr[]>;
  readonly line: number;
}

export interface JParam {
  readonly name: string;
  readonly type: string;
}

/** What type, field and method declarations have in common. */
export interface JDeclaration {
  readonly name: string;
  readonly annotations: readonly JAnnotation[];
  readonly modifiers: readonly string[];
  readonly line: number;
}

export interface JMethod extends JDeclaration {
  readonly returnType: string;
  readonly params: readonly JParam[];
  /** The `block` of the body; absent for abstract and interface methods without a body. */
  readonly body?: CstNode;
}

export interface JField extends JDeclaration {
  readonly type: string;
  readonly initializer?: JExpr;
}

export interface JConstructor {
  readonly params: readonly JParam[];
  /** `this(...)` or `super(...)` at the start of the body. */
  readonly delegation?: {readonly kind: 'this' | 'super'; readonly args: readonly JExpr[]};
  readonly body?: CstNode;
  readonly line: number;
}

export interface JEnumConstant {
  readonly name: string;
  readonly args: readonly JExpr[];
  readonly line: number;
}

export interface JType extends JDeclaration {
  readonly kind: 'class' | 'interface' | 'enum' | 'record' | 'annotation';
  /** Simple names of the supertypes named after `extends` and `implements`, generics left out. */
  readonly supertypes: readonly string[];
  readonly fields: readonly JField[];
  readonly methods: readonly JMethod[];
  readonly constructors: readonly JConstructor[];
  readonly enumConstants: readonly JEnumConstant[];
  /** The enclosing type's name, for nested types. */
  readonly outer?: string;
  readonly node: CstNode;
}

export interface JavaFile {
  readonly path: string;
  readonly packageName: string;
  /** Fully qualified single-type imports (`org.geysermc.geyser.api.util.TriState`). */
  readonly imports: readonly string[];
  readonly types: readonly JType[];
}

const MODIFIER_RULES = [
  'classModifier',
  'interfaceModifier',
  'fieldModifier',
  'methodModifier',
  'interfaceMethodModifier',
  'constantModifier',
  'constructorModifier',
  'enumConstantModifier',
];

function annotationOf(node: CstNode): JAnnotation {
  const typeName = kid(node, 'typeName');
  const names = typeName ? tokensNamed(typeName, 'Identifier').map((token) => token.image) : [];
  const args = new Map<string, JExpr[]>();
  const valueOf = (value: CstNode): JExpr[] => {
    const array = kid(value, 'elementValueArrayInitializer');
    const list = array ? kid(array, 'elementValueList') : undefined;
    return array ? (list ? kids(list, 'elementValue').map(toExpr) : []) : [toExpr(value)];
  };
  const pairs = kid(node, 'elementValuePairList');
  for (const pair of pairs ? kids(pairs, 'elementValuePair') : []) {
    const key = children(pair).find(isToken);
    const value = kid(pair, 'elementValue');
    if (key && value) {
      args.set(key.image, valueOf(value));
    }
  }
  const single = kid(node, 'elementValue');
  if (single) {
    args.set('value', valueOf(single));
  }
  return {name: names[names.length - 1] ?? '', args, line: line(node)};
}

function modifiersOf(node: CstNode): {annotations: JAnnotation[]; modifiers: string[]} {
  const annotations: JAnnotation[] = [];
  const modifiers: string[] = [];
  for (const rule of MODIFIER_RULES) {
    for (const modifier of kids(node, rule)) {
      const annotation = kid(modifier, 'annotation');
      if (annotation) {
        annotations.push(annotationOf(annotation));
      } else {
        modifiers.push(
          ...children(modifier)
            .filter(isToken)
            .map((token) => token.image),
        );
      }
    }
  }
  return {annotations, modifiers};
}

function simpleTypeName(node: CstNode): string {
  const compact = text(node);
  const withoutGenerics = compact.split('<')[0];
  return withoutGenerics.split('.').pop() ?? withoutGenerics;
}

function paramsOf(list: CstNode | undefined): JParam[] {
  if (!list) {
    return [];
  }
  return kids(list, 'formalParameter').map((parameter) => {
    const regular = kid(parameter, 'variableParaRegularParameter');
    const arity = kid(parameter, 'variableArityParameter');
    const holder = regular ?? arity ?? parameter;
    const type = kid(holder, 'unannType');
    const id = kid(holder, 'variableDeclaratorId') ?? holder;
    const identifier = tokensNamed(id, 'Identifier')[0];
    return {name: identifier?.image ?? '', type: (type ? text(type) : '') + (arity ? '...' : '')};
  });
}

function methodOf(node: CstNode): JMethod {
  const header = kid(node, 'methodHeader');
  const declarator = header ? kid(header, 'methodDeclarator') : undefined;
  const result = header ? kid(header, 'result') : undefined;
  const body = kid(node, 'methodBody');
  const {annotations, modifiers} = modifiersOf(node);
  return {
    name: declarator ? (tokensNamed(declarator, 'Identifier')[0]?.image ?? '') : '',
    annotations,
    modifiers,
    returnType: result ? text(result) : '',
    params: paramsOf(declarator ? kid(declarator, 'formalParameterList') : undefined),
    body: body ? kid(body, 'block') : undefined,
    line: declarator ? line(declarator) : line(node),
  };
}

function fieldsOf(node: CstNode): JField[] {
  const {annotations, modifiers} = modifiersOf(node);
  const type = kid(node, 'unannType');
  const list = kid(node, 'variableDeclaratorList');
  return (list ? kids(list, 'variableDeclarator') : []).map((declarator) => {
    const id = kid(declarator, 'variableDeclaratorId');
    const init = kid(declarator, 'variableInitializer');
    return {
      name: id ? (tokensNamed(id, 'Identifier')[0]?.image ?? '') : '',
      type: type ? text(type) : '',
      modifiers,
      annotations,
      initializer: init ? toExpr(init) : undefined,
      line: line(declarator),
    };
  });
}

function constructorOf(node: CstNode): JConstructor {
  const declarator = kid(node, 'constructorDeclarator');
  const body = kid(node, 'constructorBody');
  const explicit = body ? kid(body, 'explicitConstructorInvocation') : undefined;
  const unqualified = explicit ? kid(explicit, 'unqualifiedExplicitConstructorInvocation') : undefined;
  let delegation: JConstructor['delegation'];
  if (unqualified) {
    const list = kid(unqualified, 'argumentList');
    delegation = {
      kind: tokensNamed(unqualified, 'This').length > 0 ? 'this' : 'super',
      args: list ? kids(list, 'expression').map(toExpr) : [],
    };
  }
  return {
    params: paramsOf(declarator ? kid(declarator, 'formalParameterList') : undefined),
    delegation,
    body,
    line: line(node),
  };
}

interface Collector {
  readonly types: JType[];
}

function bodyMembers(body: CstNode | undefined, collector: Collector, outer: string) {
  const fields: JField[] = [];
  const methods: JMethod[] = [];
  const constructors: JConstructor[] = [];
  if (!body) {
    return {fields, methods, constructors};
  }
  for (const declaration of [...kids(body, 'classBodyDeclaration'), ...kids(body, 'interfaceMemberDeclaration')]) {
    const member = kid(declaration, 'classMemberDeclaration') ?? declaration;
    for (const field of [...kids(member, 'fieldDeclaration'), ...kids(member, 'constantDeclaration')]) {
      fields.push(...fieldsOf(field));
    }
    for (const method of [...kids(member, 'methodDeclaration'), ...kids(member, 'interfaceMethodDeclaration')]) {
      methods.push(methodOf(method));
    }
    for (const constructor of kids(declaration, 'constructorDeclaration')) {
      constructors.push(constructorOf(constructor));
    }
    for (const nested of [...kids(member, 'classDeclaration'), ...kids(member, 'interfaceDeclaration')]) {
      typeOf(nested, collector, outer);
    }
  }
  return {fields, methods, constructors};
}

function supertypesOf(declaration: CstNode): string[] {
  const names: string[] = [];
  const extendsClass = kid(declaration, 'classExtends');
  names.push(...(extendsClass ? kids(extendsClass, 'classType') : []).map(simpleTypeName));
  for (const rule of ['classImplements', 'interfaceExtends']) {
    const holder = kid(declaration, rule);
    const list = holder ? kid(holder, 'interfaceTypeList') : undefined;
    names.push(...(list ? kids(list, 'interfaceType') : []).map(simpleTypeName));
  }
  return [...new Set(names)];
}

function typeOf(node: CstNode, collector: Collector, outer?: string): void {
  const {annotations, modifiers} = modifiersOf(node);
  const declaration =
    kid(node, 'normalClassDeclaration') ??
    kid(node, 'enumDeclaration') ??
    kid(node, 'recordDeclaration') ??
    kid(node, 'normalInterfaceDeclaration') ??
    kid(node, 'annotationInterfaceDeclaration');
  if (!declaration) {
    return;
  }
  const kinds: Record<string, JType['kind']> = {
    normalClassDeclaration: 'class',
    enumDeclaration: 'enum',
    recordDeclaration: 'record',
    normalInterfaceDeclaration: 'interface',
    annotationInterfaceDeclaration: 'annotation',
  };
  const identifier = kid(declaration, 'typeIdentifier');
  const name = identifier ? text(identifier) : '';
  const enumBody = kid(declaration, 'enumBody');
  const body =
    kid(declaration, 'classBody') ??
    kid(declaration, 'interfaceBody') ??
    kid(declaration, 'recordBody') ??
    (enumBody ? kid(enumBody, 'enumBodyDeclarations') : undefined);
  const constantList = enumBody ? kid(enumBody, 'enumConstantList') : undefined;
  const enumConstants = (constantList ? kids(constantList, 'enumConstant') : []).map((constant) => {
    const list = kid(constant, 'argumentList');
    return {
      name: tokensNamed(constant, 'Identifier')[0]?.image ?? '',
      args: list ? kids(list, 'expression').map(toExpr) : [],
      line: line(constant),
    };
  });
  const index = collector.types.length;
  collector.types.push(undefined as unknown as JType);
  const {fields, methods, constructors} = bodyMembers(body, collector, name);
  collector.types[index] = {
    name,
    kind: kinds[declaration.name],
    annotations,
    modifiers,
    supertypes: supertypesOf(declaration),
    fields,
    methods,
    constructors,
    enumConstants,
    outer,
    node: declaration,
    line: identifier ? line(identifier) : line(node),
  };
}

/** Reads one Java file. Throws (with the path) when java-parser cannot parse it. */
export function readJavaFile(parse: JavaParse, source: string, path: string): JavaFile {
  const root = parseJava(parse, source, path);
  const unit = kid(root, 'ordinaryCompilationUnit');
  if (!unit) {
    return {path, packageName: '', imports: [], types: []};
  }
  const packageName = dottedName(kid(unit, 'packageDeclaration'));
  const imports = kids(unit, 'importDeclaration')
    .filter((declaration) => tokensNamed(declaration, 'Star').length === 0)
    .map((declaration) => {
      const name = find(declaration, 'packageOrTypeName');
      return name ? text(name) : '';
    })
    .filter(Boolean);
  const collector: Collector = {types: []};
  for (const declaration of kids(unit, 'typeDeclaration')) {
    for (const node of [...kids(declaration, 'classDeclaration'), ...kids(declaration, 'interfaceDeclaration')]) {
      typeOf(node, collector);
    }
  }
  return {path, packageName, imports, types: collector.types};
}

/** The annotation called `name` (simple name), if present. */
export function annotation(holder: {annotations: readonly JAnnotation[]}, name: string): JAnnotation | undefined {
  return holder.annotations.find((entry) => entry.name === name);
}
