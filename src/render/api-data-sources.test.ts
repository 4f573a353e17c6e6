import { readFileSync } from 'node:fs';
import { apiDataSources } from './api-data-sources';
import { parseDataSource } from './data-sources';

describe('apiDataSources', () => {
  it('binds every data source name the layout schema allows', () => {
    const schema = JSON.parse(readFileSync('schemas/screen-layout.schema.json', 'utf8')) as {
      definitions: { block: { properties: { data: { pattern: string } } } };
    };
    const pattern = schema.definitions.block.properties.data.pattern;
    const names = pattern
      .replace(/^\^\(|\)\$$/g, '')
      .split('|')
      .map((alt) => parseDataSource(alt).name);
    for (const name of names) expect(Object.hasOwn(apiDataSources, name), name).toBe(true);
    expect(Object.keys(apiDataSources).sort()).toEqual([...new Set(names)].sort());
  });

  it('splits content:<path> into the hook and its path', () => {
    expect(parseDataSource('content:screens/manage')).toEqual({
      name: 'content',
      arg: 'screens/manage',
    });
    expect(parseDataSource('plans')).toEqual({ name: 'plans' });
  });
});
