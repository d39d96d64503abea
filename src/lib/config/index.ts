/** Public surface of the Geyser config logic: pure TypeScript, no React, no browser globals. */
export * from './types';
export * from './schema';
export * from './legacy-schema';
export * from './markup';
export * from './values';
export * from './analyze';
export * from './edit';
export * from './splice-edit';
export * from './analysis-scheduler';
export * from './generate';
export * from './legacy';
export * from './file';
export * from './draft';
export * from './tab-identity';
export {ConfigEditError, parseYamlSource, type NodeLocation, type Position, type WritableValue} from './yaml-text';
export * from './completion';
export * from './reference';
