import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

import {describe, expect, it} from 'vitest';

import {
  categoryInfo,
  createProvidersJson,
  describeSteps,
  hostingProviders,
  providerCategories,
  stepTemplates,
  type HostingProvider,
} from '../../../src/data/hosting-providers';
import {parseInlineMarkup} from '../../../src/lib/downloads/inline-markup';
import {entryProblems, nameOf} from '../../../scripts/shared/entry-check';

const collator = new Intl.Collator('en', {sensitivity: 'base', numeric: true});
const allProviders: HostingProvider[] = providerCategories.flatMap((category) => [...hostingProviders[category]]);

const providerSchema = {
  type: 'object',
  required: ['name', 'url', 'steps'],
  additionalProperties: false,
  properties: {
    name: {type: 'string', minLength: 1},
    url: {
      type: 'string',
      pattern: '^https://[^\\s/]+\\.[^\\s]+$',
      description: 'a full address starting with https://',
    },
    steps: {type: 'array', minItems: 1, items: {type: 'string', minLength: 1}},
  },
};

describe('hosting providers data', () => {
  // First, so that a misspelt field is reported by name before the other tests trip over it.
  it.each(providerCategories)('has only the fields the site reads in %s, each of the right type', (category) => {
    const problems = entryProblems(
      [...hostingProviders[category]],
      providerSchema,
      nameOf(`src/data/hosting-providers.ts ${category}`),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('has exactly the three categories other programs expect', () => {
    expect(Object.keys(hostingProviders).sort()).toEqual(['built_in', 'no_support', 'support']);
    for (const category of providerCategories) {
      expect(categoryInfo[category].label.length).toBeGreaterThan(0);
      expect(categoryInfo[category].anchor).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it.each(providerCategories)('keeps %s in alphabetical order', (category) => {
    const names = hostingProviders[category].map((provider) => provider.name);
    const sorted = [...names].sort(collator.compare);
    expect(names).toEqual(sorted);
  });

  it('has unique names across all categories (case-insensitive)', () => {
    const seen = new Map<string, string>();
    for (const provider of allProviders) {
      const key = provider.name.toLowerCase();
      expect(seen.has(key), `${provider.name} is listed twice`).toBe(false);
      seen.set(key, provider.name);
    }
  });

  it('has a trimmed, non-empty name and an https home page for every provider', () => {
    for (const provider of allProviders) {
      expect(provider.name.trim()).toBe(provider.name);
      expect(provider.name.length).toBeGreaterThan(0);
      const url = URL.canParse(provider.url) ? new URL(provider.url) : undefined;
      expect(
        url,
        `${provider.name}: url ${JSON.stringify(provider.url)} is not a full address; start it with https://`,
      ).toBeDefined();
      if (!url) {
        continue;
      }
      expect(url.protocol, provider.name).toBe('https:');
      expect(url.hostname, provider.name).toContain('.');
    }
  });

  it('has non-empty steps, written as sentences', () => {
    for (const provider of allProviders) {
      expect(provider.steps.length, provider.name).toBeGreaterThan(0);
      for (const step of provider.steps) {
        expect(step.trim(), provider.name).toBe(step);
        expect(step.length, provider.name).toBeGreaterThan(10);
        expect(step, provider.name).toMatch(/[.!?)]$/);
        expect(step[0], provider.name).toMatch(/[A-Z0-9[`]/);
      }
    }
  });

  it('uses only https links or wiki paths inside steps, and no download URLs', () => {
    for (const provider of allProviders) {
      for (const step of provider.steps) {
        expect(step).not.toMatch(/download\.geysermc\.org/);
        for (const token of parseInlineMarkup(step)) {
          if (token.type === 'link') {
            expect(token.href, `${provider.name}: ${token.href}`).toMatch(
              /^(https:\/\/[^\s]+|\/wiki\/[a-z0-9/-]+\/(#[a-z0-9-]+)?)$/,
            );
          }
        }
        // Unbalanced markup would render literally.
        expect((step.match(/`/g) ?? []).length % 2, `${provider.name}: ${step}`).toBe(0);
      }
    }
  });

  it('offers templates that every provider in a category can reuse', () => {
    expect(stepTemplates.cloneRemotePort.join(' ')).toContain('`clone-remote-port: true`');
    expect(stepTemplates.extraPort('the Network tab')[1]).toContain('the Network tab');
    expect(stepTemplates.hostGuide('Guide', 'https://example.com/')[0]).toContain('[Guide](https://example.com/)');
  });
});

describe('/data/providers.json', () => {
  const json = createProvidersJson('https://geysermc.org');

  it('has the shape {category: [{name, url, description}]}', () => {
    for (const category of providerCategories) {
      expect(Array.isArray(json[category])).toBe(true);
      expect(json[category]).toHaveLength(hostingProviders[category].length);
      for (const entry of json[category]) {
        expect(Object.keys(entry).sort()).toEqual(['description', 'name', 'url']);
        expect(typeof entry.name).toBe('string');
        expect(typeof entry.url).toBe('string');
        expect(typeof entry.description).toBe('string');
        expect(entry.description.length).toBeGreaterThan(0);
      }
    }
  });

  it('fits the descriptions in a Discord embed field (1024 characters)', () => {
    for (const category of providerCategories) {
      for (const entry of json[category]) {
        expect(entry.description.length, entry.name).toBeLessThanOrEqual(1024);
      }
    }
  });

  it('turns wiki paths into absolute links for programs', () => {
    const feather = json.no_support.find((entry) => entry.name === 'Feather');
    expect(feather?.description).toContain('](https://geysermc.org/wiki/geyser/playit-gg/)');
    expect(JSON.stringify(json)).not.toMatch(/\]\(\//);
  });

  it('numbers multi-step descriptions and keeps single steps as they are', () => {
    expect(describeSteps(['Only one.'])).toBe('Only one.');
    expect(describeSteps(['First.', 'Second.'])).toBe('1. First.\n2. Second.');
  });
});

describe('supported-hosting-providers wiki page', () => {
  const page = readFileSync(
    fileURLToPath(new URL('../../../wiki/geyser/supported-hosting-providers.mdx', import.meta.url)),
    'utf8',
  );

  it('has a heading for each category, with the anchor the counts link to', () => {
    for (const category of providerCategories) {
      expect(page).toMatch(new RegExp(`^## .+ \\{#${categoryInfo[category].anchor}\\}$`, 'm'));
      expect(page).toContain(`<ProviderList category="${category}" />`);
    }
    expect(page).toMatch(/^## .+ \{#not-listed\}$/m);
  });

  it('does not hand-write provider names or download URLs', () => {
    expect(page).not.toMatch(/download\.geysermc\.org/);
    for (const provider of allProviders.filter((entry) => entry.name.length > 6)) {
      expect(page, provider.name).not.toContain(provider.name);
    }
  });
});

describe('data-file messages', () => {
  it('name the entry and the field for a misspelt field and an address without a scheme', () => {
    const problems = entryProblems(
      [{name: 'Acme Hosting', url: 'acme.example', step: ['Install Geyser.']}],
      providerSchema,
      nameOf('src/data/hosting-providers.ts support'),
    );
    expect(problems).toEqual([
      'src/data/hosting-providers.ts support › "Acme Hosting": missing field "steps"',
      'src/data/hosting-providers.ts support › "Acme Hosting": unknown field "step" (did you mean "steps"?)',
      'src/data/hosting-providers.ts support › "Acme Hosting": field "url" must be a full address starting with https:// (it is "acme.example")',
    ]);
  });
});
