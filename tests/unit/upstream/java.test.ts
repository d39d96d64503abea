import {beforeAll, describe, expect, it} from 'vitest';

import {findAll} from '../../../src/lib/upstream/java/cst';
import {callsIn, describe as describeExpr, newsIn, qualifiedName} from '../../../src/lib/upstream/java/expr';
import {annotation, readJavaFile} from '../../../src/lib/upstream/java/model';
import {constantOf, enclosingCondition, methodNamed, returned} from '../../../src/lib/upstream/java/query';
import {loadParsers} from '../../../src/lib/upstream/fs-tree';
import {kotlinAssignments, kotlinCalls} from '../../../src/lib/upstream/kotlin';
import {markdownTables, versionsInCell} from '../../../src/lib/upstream/markdown';
import {Workspace, type Parsers} from '../../../src/lib/upstream/workspace';
import {memoryTree} from './support';

let parsers: Parsers;
beforeAll(async () => {
  parsers = await loadParsers();
});

const SETTINGS = `package org.example.settings;

import org.example.util.Names;

@Serializable
public interface Settings extends Base, Other<String> {
    String PREFIX = "ex" + "ample";

    @Note("""
        First line.
          Indented line.
        """)
    @Range(from = -1, to = 9)
    @Platforms(value = {"One", "Two"})
    int level();

    default List<String> names() {
        return List.of(Names.FIRST, "second");
    }

    void level(int level);

    enum Colour { RED, GREEN; }
}
`;

const NAMES = `package org.example.util;

public final class Names {
    public static final String FIRST = "fir" + "st";
    private Names(String a, int b) {
        this(a);
    }
}
`;

const CALLS = `package org.example;

class Calls {
    static {
        register(Codec_v10.CODEC, "1.0", "1.1");
    }
    void run(Platform platform) {
        String a = System.getProperty("Example.Flag", "true");
        boolean b = !this.manager().items().isEmpty();
        if (platform.type() == Platform.ALONE) {
            add(new Thing(platform, "thing", 'x'));
        }
    }
}
`;

describe('Java model', () => {
  it('reads types, annotations, members and nested enums', () => {
    const file = readJavaFile(parsers.java, SETTINGS, 'Settings.java');
    expect(file.packageName).toBe('org.example.settings');
    expect(file.imports).toEqual(['org.example.util.Names']);
    const [settings, colour] = file.types;
    expect(settings).toMatchObject({name: 'Settings', kind: 'interface', supertypes: ['Base', 'Other']});
    expect(colour).toMatchObject({name: 'Colour', kind: 'enum', outer: 'Settings'});
    expect(colour.enumConstants.map((constant) => constant.name)).toEqual(['RED', 'GREEN']);
    const level = methodNamed(settings, 'level', 0)!;
    expect(level.returnType).toBe('int');
    expect(level.line).toBe(15);
    const range = annotation(level, 'Range')!;
    expect(range.args.get('from')?.map(describeExpr)).toEqual(['-1']);
    expect(annotation(level, 'Platforms')!.args.get('value')?.map(describeExpr)).toEqual(['"One"', '"Two"']);
    expect(annotation(level, 'Note')!.args.get('value')?.[0]).toMatchObject({
      k: 'lit',
      value: 'First line.\n  Indented line.\n',
    });
    expect(settings.methods.filter((method) => method.name === 'level')).toHaveLength(2);
    expect(settings.fields[0]).toMatchObject({name: 'PREFIX'});
  });

  it('evaluates constants across files through imports', () => {
    const ws = new Workspace(
      memoryTree({'src/org/example/settings/Settings.java': SETTINGS, 'src/org/example/util/Names.java': NAMES}),
      parsers,
    );
    const file = ws.java('src/org/example/settings/Settings.java')!;
    const settings = file.types[0];
    expect(constantOf(settings.fields[0].initializer!, {ws, file, type: settings})).toBe('example');
    const list = returned(methodNamed(settings, 'names')!);
    expect(list?.k).toBe('call');
    const values = list?.k === 'call' ? list.args.map((arg) => constantOf(arg, {ws, file, type: settings})) : [];
    expect(values).toEqual(['first', 'second']);
    const names = ws.java('src/org/example/util/Names.java')!.types[0];
    expect(names.constructors[0].delegation).toMatchObject({kind: 'this'});
  });

  it('finds calls with their targets, new expressions and the if around them', () => {
    const file = readJavaFile(parsers.java, CALLS, 'Calls.java');
    const calls = callsIn(file.types[0].node, findAll);
    expect(calls.map(qualifiedName)).toEqual(
      expect.arrayContaining(['register', 'System.getProperty', 'isEmpty', 'items', 'this.manager', 'add']),
    );
    const register = calls.find((call) => call.name === 'register')!;
    expect(register.args.map(describeExpr)).toEqual(['Codec_v10.CODEC', '"1.0"', '"1.1"']);
    const created = newsIn(file.types[0].node, findAll)[0];
    expect(created).toMatchObject({type: 'Thing'});
    expect(created.args.map(describeExpr)).toEqual(['platform', '"thing"', '"x"']);
    expect(enclosingCondition(file.types[0].node, created.line)).toBe('platform.type()==Platform.ALONE');
  });

  it('names the file when java-parser cannot read it', () => {
    expect(() => readJavaFile(parsers.java, 'class {', 'Broken.java')).toThrow(
      /Broken\.java: java-parser could not read/,
    );
  });
});

describe('string literals', () => {
  const LOGGER = `class Start {
    // "Not a message": comments are not strings.
    void start(Logger logger, int port) {
        logger.error("Could not bind " + "to the port " + port + "!");
        logger.warn("Say \\"hi\\"\\n" + name() + "done");
        logger.info("""
            Two lines,
            as one text block.""");
    }
}`;

  it('lists each text a call can print, joining the literals + joins directly', () => {
    const ws = new Workspace(memoryTree({'Start.java': LOGGER}), parsers);
    expect(ws.javaStrings('Start.java')).toEqual([
      'Could not bind to the port ',
      '!',
      'Say "hi"\n',
      'done',
      'Two lines,\nas one text block.',
    ]);
    expect(ws.javaStrings('Missing.java')).toBeUndefined();
  });
});

describe('Kotlin DSL, Markdown', () => {
  it('reads calls with the calls around them, and assignments', () => {
    const tree = parsers.kotlin(
      `plugins { id("x") }\nversion = property("version")!!\nconventions {\n  javaVersions {\n    target(17)\n  }\n}\npublish { gameVersions.addAll("1.2", "1.10") }\n`,
    );
    const calls = kotlinCalls(tree);
    expect(calls.find((call) => call.name === 'target')).toMatchObject({
      args: [17],
      within: ['conventions', 'javaVersions'],
      line: 5,
    });
    expect(calls.find((call) => call.name === 'gameVersions.addAll')).toMatchObject({
      args: ['1.2', '1.10'],
      within: ['publish'],
    });
    expect(kotlinAssignments(tree)).toEqual([{target: 'version', value: {property: 'version'}, line: 2}]);
  });

  it('reads README tables and the versions in a cell', () => {
    const rows = markdownTables(
      '# X\n\n| Edition | Versions |\n|---|---|\n| One | 1.0, 1.1 |\n| Two | 2.0 (see [this](https://example.com)) |\n',
    )[0];
    expect(rows.map((row) => row.cells)).toEqual([
      ['Edition', 'Versions'],
      ['One', '1.0, 1.1'],
      ['Two', '2.0 (see this)'],
    ]);
    expect(rows[2].line).toBe(6);
    expect(versionsInCell(rows[2].cells[1])).toEqual(['2.0']);
  });
});
